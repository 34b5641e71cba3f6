import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { viMockFiles } from './tests/vi-mock-files.js';

// The direction of imports (ARCHITECTURE.md, "The portal's layers") is enforced here, not by hope.
// From the bottom up: domain, api, workers, machines, ui, screens, app; a folder imports only
// those below it. One block per folder: a later block for the same files would replace the
// patterns of an earlier one, not add to them.
const restrict = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const folders = (...names) => names.map((name) => `**/${name}/**`);

const gateway = { group: ['**/server/**'], message: 'The portal never imports the gateway.' };
// date-fns' format and parse bring every formatter, every parser and the English locale (about
// 80 KB before minifying) into the chunk that imports them; the portal's dates are all digits.
const wholeDateFns = {
  group: ['date-fns'],
  importNames: ['format', 'parse'],
  message: "lightFormat formats the portal's dates; a typed day is read by src/domain/shared/day-text.ts.",
};
/** What no file of the portal imports. */
const portalWide = [gateway, wholeDateFns];
const noApiCalls = {
  group: ['**/api/*', '!**/api/contract'],
  allowTypeImports: true,
  message: 'Screens never call the api: a machine actor does.',
};
const noApp = {
  group: folders('app'),
  message: 'Only the app imports the app: what screens and ui share with it lives in src/ui (app-context.ts, report-tabs.ts).',
};

// src/screens is grouped by feature, the same rooms as every other layer (orders, forecast, payroll,
// reports, list, session, ...). A room is one screen, except the rooms that hold several: each of
// their folders is a screen, and orders/send and orders/positions are what the order screens and
// the forecast share. A screen imports no other screen's files (the app composes them).
const roomsOfScreens = ['orders', 'session'];
const sharedScreenFolders = ['orders/send', 'orders/positions'];
const foldersOf = (relative) =>
  readdirSync(new URL(`./src/screens/${relative}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (relative ? `${relative}/${entry.name}` : entry.name));
const screenFolders = foldersOf('')
  .flatMap((folder) => (roomsOfScreens.includes(folder) ? foldersOf(folder) : [folder]))
  .filter((folder) => !sharedScreenFolders.includes(folder));
// A relative import names a screen by its last folder, with its room when it climbs above it
// (../rg, ../../orders/rg); the names are unique, and a path through src/domain or src/ui never
// starts with one of them after the climb.
const otherScreens = (screen) => ({
  regex: `^(\\.\\./)+((?:${roomsOfScreens.join('|')})/)?(${screenFolders
    .filter((folder) => folder !== screen)
    .map((folder) => folder.split('/').pop())
    .join('|')})(/|$)`,
  message: `A screen imports no other screen's files: move what both need to src/ui or to a shared folder (${sharedScreenFolders.join(', ')}).`,
});

// The gateway's layers (ARCHITECTURE.md, "The gateway's layers"), from the bottom up; a folder
// imports only those below it. The files at server/'s root (app, main, cluster, health,
// prepare-database) sit on top and only they compose the rest. The folders of the top row import
// nothing of each other.
const gatewayLayers = [
  ['core'],
  ['db'],
  ['reports'],
  ['auth'],
  ['http'],
  ['metrics'],
  ['tasks'],
  ['services'],
  ['seed', 'openapi', 'portal'],
];
const gatewayTop = ['app', 'main', 'cluster', 'health', 'prepare-database'];
const gatewayWhy = {
  core: 'The core (clock, config, errors, ids, encodings) is the leaf: it imports nothing else of the gateway.',
  db: 'The database layer imports only the core.',
  reports: 'The stored reports are read on top of the database alone: the reports service and the tasks share them.',
  auth: 'Tokens and passwords sit below http: an error they throw comes from server/core/errors.',
  http: 'http (routes, input, ownership) sits below every service and task: what both need goes to server/core.',
  metrics: 'The metrics sit below the tasks and the services that count into them.',
  tasks: 'The background tasks sit below the services: a read both need goes to server/reports.',
  services: 'A service imports the layers below it, never the seed, the portal pages, the OpenAPI document or the start-up files.',
  seed: 'The seed imports the services it fills, never the portal pages, the OpenAPI document or the start-up files.',
  openapi: 'The OpenAPI document imports http, never the seed, the portal pages or the start-up files.',
  portal: 'The portal pages import the layers below, never the seed, the OpenAPI document or the start-up files.',
};
const portalOfGateway = {
  group: ['**/src/screens/**', '**/src/ui/**', '**/src/machines/**', '**/src/workers/**', '**/src/api/*', '!**/src/api/contract'],
  message: 'The gateway shares only src/domain and src/api/contract with the portal.',
};
// A relative path names a folder of server/ only when it climbs exactly to server/ (services/reports
// is not server/reports), so each depth below a folder gets a block of its own.
function gatewayLayerBlocks() {
  const blocks = [];
  gatewayLayers.forEach((row, index) => {
    for (const folder of row) {
      const forbidden = [...gatewayLayers.slice(index + 1).flat(), ...row.filter((name) => name !== folder)];
      for (let depth = 1; depth <= 3; depth += 1) {
        const up = '\\.\\./'.repeat(depth);
        const patterns = [
          portalOfGateway,
          {
            regex: `^${up}(${gatewayTop.join('|')})(\\.js)?$`,
            message: `${gatewayWhy[folder]} Only the files at server/'s root import those at server/'s root.`,
          },
        ];
        if (forbidden.length > 0) patterns.push({ regex: `^${up}(${forbidden.join('|')})(/|$)`, message: gatewayWhy[folder] });
        blocks.push(restrict([`server/${folder}/${'*/'.repeat(depth - 1)}*.ts`], patterns));
      }
    }
  });
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-public',
      'server/db/migrations',
      'playwright-report',
      'test-results',
      '.data',
      '.stryker-tmp',
      'reports',
    ],
  },
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
  {
    // A page's first Intl object starts ICU: tens of milliseconds of the main thread on a phone,
    // inside whatever task asked (docs/decisions/phone-first-load.md, «No ICU at a page's start»).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'localeCompare', message: 'compareRussian (src/domain/shared/russian-order.ts) sorts without starting ICU.' },
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'formatNumber, formatMoney and lightFormat write figures and dates without starting ICU.',
        })),
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'An Intl object starts ICU on the main thread; russian-order.ts makes the one the portal may need.' },
      ],
    },
  },
  restrict(['src/**/*.{ts,tsx}'], portalWide),
  restrict(
    ['src/domain/**/*.ts'],
    [
      ...portalWide,
      {
        group: ['react', 'react-dom', ...folders('api', 'machines', 'screens', 'ui', 'workers', 'app')],
        message: 'Domain rules are pure: no React, no network, no machines.',
      },
    ],
  ),
  restrict(
    ['src/api/**/*.ts'],
    [
      ...portalWide,
      { group: folders('workers', 'machines', 'ui', 'screens', 'app'), message: 'The api knows only its contract and the domain.' },
    ],
  ),
  restrict(
    ['src/workers/**/*.ts'],
    [
      ...portalWide,
      {
        group: folders('machines', 'ui', 'screens', 'app'),
        message: 'Workers sit below the machines: a type both use goes to src/domain or src/api/contract.',
      },
    ],
  ),
  restrict(
    ['src/machines/**/*.ts'],
    [
      ...portalWide,
      {
        group: folders('ui', 'screens', 'app'),
        message: 'Machines sit below the ui: a browser effect (a file save) comes in from the screen with provide().',
      },
    ],
  ),
  restrict(
    ['src/ui/**/*.{ts,tsx}'],
    [...portalWide, noApiCalls, { group: folders('screens'), message: 'Shared ui never imports a screen.' }, noApp],
  ),
  ...screenFolders.map((screen) =>
    restrict([`src/screens/${screen}/**/*.{ts,tsx}`], [...portalWide, noApiCalls, noApp, otherScreens(screen)]),
  ),
  restrict(
    sharedScreenFolders.map((folder) => `src/screens/${folder}/**/*.{ts,tsx}`),
    [...portalWide, noApiCalls, noApp, otherScreens(null)],
  ),
  {
    // tests/vi-mock-files.js says why.
    files: ['tests/**/*.ts'],
    ignores: viMockFiles,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'vi.mock needs a fresh module registry: add the file to tests/vi-mock-files.js.' },
      ],
    },
  },
  restrict(['server/*.ts'], [portalOfGateway]),
  ...gatewayLayerBlocks(),
);
