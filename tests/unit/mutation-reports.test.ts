import { expect, it } from 'vitest';
import { mergeReports, mutationScore, type MutationReport } from '../../scripts/mutation-reports';

// Two folders' reports as Stryker writes them: each numbers its tests and mutants from 0.
const forecast: MutationReport = {
  schemaVersion: '2',
  thresholds: { high: 90, low: 80 },
  files: {
    'src/domain/forecast/a.ts': {
      language: 'typescript',
      source: 'a',
      mutants: [
        { id: '0', status: 'Killed', coveredBy: ['0', '1'], killedBy: ['1'] },
        { id: '1', status: 'Survived', coveredBy: ['0'] },
      ],
    },
  },
  testFiles: {
    'tests/unit/shared.test.ts': { tests: [{ id: '0', name: 'sorts names' }] },
    'tests/unit/forecast.test.ts': { tests: [{ id: '1', name: 'keeps the rows' }] },
  },
};
const orders: MutationReport = {
  schemaVersion: '2',
  files: {
    'src/domain/orders/b.ts': {
      language: 'typescript',
      source: 'b',
      mutants: [
        { id: '0', status: 'Timeout', coveredBy: ['0', '1'] },
        { id: '1', status: 'NoCoverage' },
        { id: '2', status: 'Ignored' },
      ],
    },
  },
  testFiles: {
    'tests/unit/orders.test.ts': { tests: [{ id: '0', name: 'sends the order' }] },
    'tests/unit/shared.test.ts': { tests: [{ id: '1', name: 'sorts names' }] },
  },
};

const testNamed = (report: MutationReport, id: string) =>
  Object.entries(report.testFiles ?? {}).flatMap(([file, { tests }]) =>
    tests.filter((test) => test.id === id).map((test) => `${file}: ${test.name}`),
  );

it('keeps each mutant covered and killed by the same tests, by file and name, under new ids', () => {
  const merged = mergeReports([forecast, orders]);
  const [killed, survived] = merged.files['src/domain/forecast/a.ts']!.mutants;
  const [timedOut] = merged.files['src/domain/orders/b.ts']!.mutants;
  expect(killed!.killedBy!.flatMap((id) => testNamed(merged, id))).toEqual(['tests/unit/forecast.test.ts: keeps the rows']);
  expect(survived!.coveredBy!.flatMap((id) => testNamed(merged, id))).toEqual(['tests/unit/shared.test.ts: sorts names']);
  expect(timedOut!.coveredBy!.flatMap((id) => testNamed(merged, id))).toEqual([
    'tests/unit/orders.test.ts: sends the order',
    'tests/unit/shared.test.ts: sorts names',
  ]);
  // A test both reports ran is one test of the merge.
  expect(merged.testFiles!['tests/unit/shared.test.ts']!.tests).toHaveLength(1);
});

it('numbers the mutants anew, none twice, and keeps what the first report says of itself', () => {
  const merged = mergeReports([forecast, orders]);
  const ids = Object.values(merged.files).flatMap((file) => file.mutants.map((mutant) => mutant.id));
  expect(ids).toEqual(['0', '1', '2', '3', '4']);
  expect(merged.thresholds).toEqual({ high: 90, low: 80 });
  expect(merged.files['src/domain/orders/b.ts']!.source).toBe('b');
});

it('refuses parts that measured the same file', () => {
  expect(() => mergeReports([forecast, forecast])).toThrow('src/domain/forecast/a.ts is in two reports');
});

it('scores as Stryker does: killed and timed out over all but the ignored, the uncovered counted', () => {
  expect(mutationScore(mergeReports([forecast, orders]))).toEqual({ detected: 2, valid: 4, percent: 50 });
});
