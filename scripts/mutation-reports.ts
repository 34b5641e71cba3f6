/**
 * Stryker's JSON reports of disjoint parts of the code merged into one (mutation-testing.md):
 * each folder of src/domain measured in minutes on its own, and the merge given to one run of the
 * whole as its incremental file, so that run tests only what the parts do not answer.
 *
 * A report numbers its tests and mutants itself, so two reports reuse the same ids: tests are
 * matched by their file and name (the key Stryker itself reads them by), given new ids, and every
 * mutant's coveredBy and killedBy renumbered to them; mutants are renumbered in order.
 */

/** The parts of Stryker's mutation-testing-report-schema the merge reads and rewrites. */
export interface MutationReport {
  files: Record<string, { mutants: Mutant[]; [field: string]: unknown }>;
  testFiles?: Record<string, { tests: TestDefinition[]; [field: string]: unknown }>;
  [field: string]: unknown;
}

interface Mutant {
  id: string;
  status: string;
  coveredBy?: string[];
  killedBy?: string[];
  [field: string]: unknown;
}

interface TestDefinition {
  id: string;
  name: string;
  [field: string]: unknown;
}

export function mergeReports(reports: readonly MutationReport[]): MutationReport {
  const [first] = reports;
  if (!first) throw new Error('No report to merge');
  const { files: _files, testFiles: _testFiles, ...head } = first;
  const testIds = new Map<string, string>();
  const testFiles: NonNullable<MutationReport['testFiles']> = {};
  const files: MutationReport['files'] = {};
  let mutantNumber = 0;
  for (const report of reports) {
    const ownToMerged = new Map<string, string>();
    for (const [testFile, { tests, ...entry }] of Object.entries(report.testFiles ?? {}))
      for (const test of tests) {
        const key = JSON.stringify([testFile, test.name]);
        let id = testIds.get(key);
        if (id === undefined) {
          id = String(testIds.size);
          testIds.set(key, id);
          (testFiles[testFile] ??= { ...entry, tests: [] }).tests.push({ ...test, id });
        }
        ownToMerged.set(test.id, id);
      }
    const renumber = (ids: string[] | undefined) => ids?.flatMap((id) => ownToMerged.get(id) ?? []);
    for (const [file, { mutants, ...entry }] of Object.entries(report.files)) {
      if (files[file]) throw new Error(`${file} is in two reports: the parts must not overlap`);
      files[file] = {
        ...entry,
        mutants: mutants.map((mutant) => {
          const merged: Mutant = { ...mutant, id: String(mutantNumber++) };
          if (mutant.coveredBy) merged.coveredBy = renumber(mutant.coveredBy);
          if (mutant.killedBy) merged.killedBy = renumber(mutant.killedBy);
          return merged;
        }),
      };
    }
  }
  return { ...head, files, testFiles };
}

/** Stryker's score: killed and timed out over all but the ignored and the ones that did not run. */
export function mutationScore(report: MutationReport): { detected: number; valid: number; percent: number } {
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const valid = mutants.filter((mutant) => !['Ignored', 'CompileError', 'RuntimeError'].includes(mutant.status)).length;
  const detected = mutants.filter((mutant) => mutant.status === 'Killed' || mutant.status === 'Timeout').length;
  return { detected, valid, percent: valid === 0 ? 100 : (100 * detected) / valid };
}
