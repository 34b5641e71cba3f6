import { describe, expect, it } from 'vitest';
import { toColumns, untoldInitiative } from '../../../src/domain/forecast/columns';
import { sampleRow } from './arbitraries';

/**
 * Rows whose source does not tell their initiative share one entry, wherever they stand among
 * rows that do.
 */
describe('rows that tell no initiative', () => {
  it('share one entry, whether they come first or after told rows', () => {
    const untold = () => sampleRow({ initiativeId: undefined, initiativeName: undefined });
    for (const rows of [
      [untold(), untold(), sampleRow(), untold()],
      [sampleRow(), untold(), untold()],
    ]) {
      const columns = toColumns(rows);
      expect(columns.initiatives.filter((initiative) => initiative === untoldInitiative)).toHaveLength(1);
      const codes = rows.flatMap((row, i) => (row.initiativeId === undefined ? [columns.initiative[i]] : []));
      expect(new Set(codes).size).toBe(1);
      expect(columns.initiatives).toHaveLength(2);
    }
  });
});
