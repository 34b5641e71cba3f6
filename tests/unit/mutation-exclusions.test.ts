import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

interface Exclusion {
  file: string;
  line: string;
  after?: string;
  mutators: string[];
  reason: string;
}

// Plain JavaScript modules (Stryker reads them as they are): imported by URL, typed here.
const config = (await import(new URL('../../stryker.config.mjs', import.meta.url).href)) as {
  default: { mutationExclusions: Exclusion[] };
};
const { checkExclusions, linesOf } = (await import(new URL('../../stryker.exclusions.mjs', import.meta.url).href)) as {
  checkExclusions: (exclusions: readonly Exclusion[]) => void;
  linesOf: (source: string, line: string, after?: string) => number[];
};

/*
 * The mutation exclusions name lines by their code, and a mutation run stops when one is not found
 * exactly once. An edit of an excluded line (a call sent another way, a rename) would otherwise be
 * found only by the next mutation run, tens of minutes later: here it fails with the other tests.
 */
const exclusions = config.default.mutationExclusions;

it('names known mutators and gives a reason for each exclusion', () => {
  expect(exclusions.length).toBeGreaterThan(0);
  expect(() => checkExclusions(exclusions)).not.toThrow();
});

it.each(exclusions.map((exclusion) => [`${exclusion.file}: ${exclusion.line}`, exclusion] as const))(
  'finds the excluded line exactly once: %s',
  (_, { file, line, after }) => {
    expect((linesOf as (source: string, line: string, after?: string) => number[])(readFileSync(file, 'utf8'), line, after)).toHaveLength(
      1,
    );
  },
);
