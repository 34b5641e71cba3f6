import { describe, expect, it } from 'vitest';
import {
  canMove,
  defaultTableSettings,
  mergeGridItems,
  mergeTableSettings,
  moveGridItem,
  sameGridItems,
  setItemShown,
  shownKeys,
  type GridItem,
} from '../../src/domain/shared/table-settings';

// What the grid settings modal does with the user's clicks: the arrows, the checkboxes, Save.
const item = (key: string, show = true): GridItem => ({ key, show });
const columns = [item('id'), item('name'), item('sum', false)];

describe("a table's defaults", () => {
  it('start with the sorts and filters the table declares', () => {
    const settings = defaultTableSettings({
      tableName: 'orders',
      columns,
      filters: [item('date', false)],
      sorts: [{ id: 'sum', desc: true }],
    });
    expect(settings.sorts).toEqual([{ id: 'sum', desc: true }]);
    expect(settings.filtersGrid).toEqual([item('date', false)]);
  });

  it('are copies: editing the settings never changes the table declaration', () => {
    for (const saved of [undefined, []]) {
      const merged = mergeGridItems(saved, columns);
      expect(merged).toEqual(columns);
      merged[0].show = false;
      expect(columns[0].show).toBe(true);
    }
  });
});

describe('a saved width', () => {
  it('is kept only for a column that still exists and only when it is a number', () => {
    const merged = mergeTableSettings(
      { columnsWidth: { name: 180, gone: 90, sum: 'wide' as unknown as number, id: Number.NaN } },
      { tableName: 't', columns },
    );
    expect(merged.columnsWidth).toEqual({ name: 180 });
  });
});

describe('the arrows of the settings modal', () => {
  it('move the first column down and the last up', () => {
    expect(moveGridItem(columns, 'id', 'down').map((column) => column.key)).toEqual(['name', 'id', 'sum']);
    expect(moveGridItem(columns, 'sum', 'up').map((column) => column.key)).toEqual(['id', 'sum', 'name']);
  });

  it('change nothing for a column that is not in the list', () => {
    expect(moveGridItem(columns, 'gone', 'down')).toBe(columns);
  });

  it('are offered only where a move is possible', () => {
    expect(canMove(columns, 'id', 'up')).toBe(false);
    expect(canMove(columns, 'id', 'down')).toBe(true);
    expect(canMove(columns, 'name', 'up')).toBe(true);
    expect(canMove(columns, 'name', 'down')).toBe(true);
    expect(canMove(columns, 'sum', 'up')).toBe(true);
    expect(canMove(columns, 'sum', 'down')).toBe(false);
    expect(canMove(columns, 'gone', 'up')).toBe(false);
    expect(canMove(columns, 'gone', 'down')).toBe(false);
  });
});

describe('the checkboxes and Save', () => {
  it('a checkbox shows or hides only its column', () => {
    expect(setItemShown(columns, 'sum', true)).toEqual([item('id'), item('name'), item('sum', true)]);
    expect(setItemShown(columns, 'id', false)).toEqual([item('id', false), item('name'), item('sum', false)]);
    expect(columns[0].show).toBe(true);
  });

  it('the grid renders the shown columns in their order', () => {
    expect(shownKeys([item('b'), item('a', false), item('c')])).toEqual(['b', 'c']);
    expect(shownKeys([])).toEqual([]);
  });

  it('Save has something to save only when the order or a visibility changed', () => {
    expect(sameGridItems(columns, [item('id'), item('name'), item('sum', false)])).toBe(true);
    expect(sameGridItems(columns, [item('id'), item('name'), item('sum', true)])).toBe(false);
    expect(sameGridItems(columns, [item('name'), item('id'), item('sum', false)])).toBe(false);
    expect(sameGridItems(columns, [item('id'), item('name')])).toBe(false);
    expect(sameGridItems([item('id')], [item('id'), item('name')])).toBe(false);
    expect(sameGridItems([], [])).toBe(true);
  });
});
