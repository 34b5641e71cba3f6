// The test files that replace modules with vi.mock. The node test projects keep modules from one
// file to the next (vitest.config.ts), so a module replaced in one file would stay replaced in the
// files after it: these alone run with a fresh module registry a file, and eslint refuses vi.mock
// in any other test file. Plain JavaScript: eslint.config.js imports it too.
export const viMockFiles = ['tests/machines/auth.actors.mutants.test.ts'];
