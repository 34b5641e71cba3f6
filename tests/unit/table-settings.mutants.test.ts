import { describe, expect, it } from 'vitest';
import { defaultTableSettings, mergeGridItems, type GridItem } from '../../src/domain/shared/table-settings';

const item = (key: string, show = true): GridItem => ({ key, show });

// A table that has never been set up: the columns it comes with, and no filter fields it does not have.
describe('a table’s settings before any were saved', () => {
  it('have no filter fields when the table has none', () => {
    expect(defaultTableSettings({ tableName: 'pharmacy_initiatives', columns: [item('id')] }).filtersGrid).toEqual([]);
  });

  it('show the table’s own columns when nothing was saved', () => {
    const columns = [item('id'), item('name', false)];
    expect(mergeGridItems(undefined, columns)).toEqual(columns);
    expect(mergeGridItems([], columns)).toEqual(columns);
  });
});
