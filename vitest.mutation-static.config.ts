import { defineConfig } from 'vitest/config';

// Only for `npm run mutation:static` (stryker.static.config.mjs): the node tests named in
// MUTATION_TESTS (comma-separated globs), those that import the machine file being mutated.
const tests = (process.env.MUTATION_TESTS ?? '').split(',').map((glob) => glob.trim()).filter(Boolean);
if (tests.length === 0) throw new Error('MUTATION_TESTS names no test files');

export default defineConfig({
  test: {
    projects: [{ test: { name: 'machines', environment: 'node', include: tests } }],
  },
});
