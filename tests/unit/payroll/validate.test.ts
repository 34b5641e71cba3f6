import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kpiMessages } from '../../../src/domain/payroll/result';
import { validatePayroll } from '../../../src/domain/payroll/validate';
import { hundredths, type Row } from './arbitraries';

/** A valid set: weights 20 each, every KPI table with non-zero thresholds and coefficients. */
const valid = (): Row[] => [
  { type: 'BB_PERSONAL_MARGIN', valueIn: 0, valueOut: 0 },
  ...[1, 2, 3, 4, 5].flatMap((n) => [
    { type: `KPI_${n}`, valueIn: 50, valueOut: 1 },
    { type: `KPI_${n}`, valueIn: 100, valueOut: 1.2 },
    { type: `KPI_${n}_WEIGHT`, valueIn: 20, valueOut: 0 },
  ]),
];
const indicesOf = (rows: Row[], test: (row: Row) => boolean) => rows.flatMap((row, index) => (test(row) ? [index] : []));

/** §5's three KPI rules, each alone and together, with the cells they mark. */
describe('payroll validation (§5)', () => {
  it('a valid set has no problem; a base-premium row with 0 is not a KPI row', () => {
    expect(validatePayroll(valid())).toEqual({ problems: [], cells: [] });
    expect(kpiMessages.weights).toBe('Сумма всех весов KPI должна быть равна 100');
  });

  it('weights not summing to 100 mark the five weight cells; 33.33 + 33.33 + 33.34 is 100', () => {
    fc.assert(
      fc.property(fc.array(hundredths(100), { minLength: 5, maxLength: 5 }), (weights) => {
        const rows = valid().map((row) => (row.type.endsWith('_WEIGHT') ? { ...row, valueIn: weights[Number(row.type[4]) - 1] } : row));
        const sumInHundredths = weights.reduce((s, w) => s + Math.round(w * 100), 0);
        const result = validatePayroll(rows);
        if (sumInHundredths === 10000) {
          expect(result.problems).toEqual([]);
        } else {
          expect(result.problems).toEqual(['weights']);
          expect(result.cells).toEqual(
            indicesOf(rows, (row) => row.type.endsWith('_WEIGHT')).map((index) => ({ index, field: 'valueIn', problem: 'weights' })),
          );
        }
      }),
    );
    const exact = valid().map((row) =>
      row.type.endsWith('_WEIGHT') ? { ...row, valueIn: [33.33, 33.33, 33.34, 0, 0][Number(row.type[4]) - 1] } : row,
    );
    expect(validatePayroll(exact).problems).toEqual([]);
  });

  it('zero thresholds and zero coefficients of KPI rows, each alone and all together, in §5 order', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.nat(9), fc.nat(9), (badWeights, zeroIn, zeroOut, inAt, outAt) => {
        const rows = valid();
        const kpiRows = indicesOf(rows, (row) => /^KPI_\d$/u.test(row.type));
        if (badWeights) rows[rows.findIndex((row) => row.type === 'KPI_3_WEIGHT')].valueIn = 21;
        if (zeroIn) rows[kpiRows[inAt]] = { ...rows[kpiRows[inAt]], valueIn: 0 };
        if (zeroOut) rows[kpiRows[outAt]] = { ...rows[kpiRows[outAt]], valueOut: 0 };
        const result = validatePayroll(rows);
        const expected = [badWeights && 'weights', zeroIn && 'zeroValues', zeroOut && 'zeroCoefficients'].filter(Boolean);
        expect(result.problems).toEqual(expected);
        const marked = (problem: string) => result.cells.filter((cell) => cell.problem === problem);
        expect(marked('weights')).toHaveLength(badWeights ? 5 : 0);
        expect(marked('zeroValues')).toEqual(zeroIn ? [{ index: kpiRows[inAt], field: 'valueIn', problem: 'zeroValues' }] : []);
        expect(marked('zeroCoefficients')).toEqual(
          zeroOut ? [{ index: kpiRows[outAt], field: 'valueOut', problem: 'zeroCoefficients' }] : [],
        );
      }),
    );
  });
});
