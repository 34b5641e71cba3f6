// The static mutants of src/machines: a machine's configuration (states, transitions, targets,
// guard and action names) is a module-level object, so `npm run mutation` leaves its mutants out
// (ignoreStatic: each would rerun every node test). Here they are measured for the files named,
// each rerunning only the tests named in MUTATION_TESTS (those that import the file):
//   MUTATION_TESTS='tests/machines/feedback*.test.ts' npm run mutation:static -- --mutate src/machines/feedback.machine.ts
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  ignoreStatic: false,
  vitest: { configFile: 'vitest.mutation-static.config.ts' },
  htmlReporter: { fileName: 'reports/mutation-static/index.html' },
  jsonReporter: { fileName: 'reports/mutation-static/mutation.json' },
  incrementalFile: 'reports/mutation-static/stryker-incremental.json',
};
