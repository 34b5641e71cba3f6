import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookup } from '../../../src/domain/payroll/lookup';
import { hundredths } from './arbitraries';

const rows = fc.array(fc.record({ type: fc.constantFrom('KPI_1', 'KPI_2'), valueIn: hundredths(200), valueOut: hundredths(1.5) }), {
  maxLength: 8,
});

/** §9's lookup: the largest threshold not above the value, else 0; the rows' order does not matter. */
describe('threshold lookup', () => {
  it('chooses the largest threshold of the type not above the value, else 0', () => {
    fc.assert(
      fc.property(rows, hundredths(250), (table, value) => {
        const found = lookup(table, 'KPI_1', value);
        const fitting = table.filter((row) => row.type === 'KPI_1' && row.valueIn <= value);
        if (fitting.length === 0) {
          expect(found).toEqual({ value: 0, row: null });
          return;
        }
        expect(found.row?.type).toBe('KPI_1');
        expect(found.row?.valueIn).toBe(Math.max(...fitting.map((row) => row.valueIn)));
        expect(found.value).toBe(found.row?.valueOut);
        // No fitting row has a higher threshold, nor the same threshold with a higher result.
        for (const row of fitting) {
          expect(row.valueIn < found.row!.valueIn || row.valueOut <= found.value).toBe(true);
        }
      }),
    );
  });

  it('answers the same whatever order the rows are in', () => {
    fc.assert(
      fc.property(
        rows.chain((table) => fc.tuple(fc.constant(table), fc.shuffledSubarray(table, { minLength: table.length }))),
        hundredths(250),
        ([table, shuffled], value) => {
          expect(lookup(shuffled, 'KPI_1', value).value).toBe(lookup(table, 'KPI_1', value).value);
          expect(lookup(shuffled, 'KPI_1', value).row?.valueIn).toBe(lookup(table, 'KPI_1', value).row?.valueIn);
        },
      ),
    );
  });

  it('a value equal to a threshold reaches it; below every threshold or without rows is 0', () => {
    const table = [
      { type: 'BB_PERSONAL_MARGIN', valueIn: 300000, valueOut: 5000 },
      { type: 'BB_PERSONAL_MARGIN', valueIn: 100000, valueOut: 3000 },
      { type: 'EXPIRED_REMAINS_PENALTY', valueIn: 0, valueOut: 999 },
    ];
    expect(lookup(table, 'BB_PERSONAL_MARGIN', 300000).value).toBe(5000);
    expect(lookup(table, 'BB_PERSONAL_MARGIN', 299999.99).value).toBe(3000);
    expect(lookup(table, 'BB_PERSONAL_MARGIN', 99999.99)).toEqual({ value: 0, row: null });
    expect(lookup([], 'BB_PERSONAL_MARGIN', 1e9)).toEqual({ value: 0, row: null });
  });
});
