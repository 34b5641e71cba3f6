import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The direction of imports (ARCHITECTURE.md, "Layout") is enforced here, not by hope.
const restrict = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-public', 'server/db/migrations', 'playwright-report', 'test-results', '.data', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/browser/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  restrict(['src/**/*.{ts,tsx}'], [
    { group: ['**/server/**'], message: 'The portal never imports the gateway.' },
  ]),
  restrict(['src/domain/**/*.ts'], [
    { group: ['**/server/**'], message: 'The portal never imports the gateway.' },
    { group: ['react', 'react-dom', '**/api/**', '**/machines/**', '**/screens/**', '**/ui/**', '**/workers/**'], message: 'Domain rules are pure: no React, no network, no machines.' },
  ]),
  restrict(['src/screens/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'], [
    { group: ['**/server/**'], message: 'The portal never imports the gateway.' },
    { group: ['**/api/*', '!**/api/contract'], allowTypeImports: true, message: 'Screens never call the api: a machine actor does.' },
  ]),
  restrict(['src/ui/**/*.{ts,tsx}'], [
    { group: ['**/screens/**'], message: 'Shared ui never imports a screen.' },
  ]),
  restrict(['server/**/*.ts'], [
    { group: ['**/src/screens/**', '**/src/ui/**', '**/src/machines/**', '**/src/api/*.ts', '**/src/api/http*'], message: 'The gateway shares only src/domain and src/api/contract with the portal.' },
  ]),
);
