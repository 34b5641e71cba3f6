import { describe, expect, it } from 'vitest';
import {
  defaultTableSettings,
  mergeGridItems,
  mergeTableSettings,
  moveGridItem,
  sameColumnWidths,
  showAllState,
  toggleShowAll,
  withColumnWidth,
  type GridItem,
  type TableDefaults,
} from '../../src/domain/shared/table-settings';

const item = (key: string, show = true): GridItem => ({ key, show });
const defaults: TableDefaults = {
  tableName: 'pharmacy_initiatives',
  columns: [item('id'), item('type'), item('name'), item('sent'), item('exported', false)],
  filters: [item('type'), item('name', false)],
};

describe('merging a saved setting with the current columns', () => {
  it('nothing saved: the defaults', () => {
    expect(mergeTableSettings(null, defaults)).toEqual({
      tableName: 'pharmacy_initiatives',
      columnsWidth: {},
      sorts: [],
      filtersGrid: [item('type'), item('name', false)],
      columnsGrid: [item('id'), item('type'), item('name'), item('sent'), item('exported', false)],
      version: 1,
    });
  });

  it('keeps the saved order and visibility', () => {
    const saved = [item('name'), item('id', false), item('type'), item('sent'), item('exported')];
    expect(mergeGridItems(saved, defaults.columns)).toEqual(saved);
  });

  it('a new column appears at its default place with its default visibility', () => {
    // 'sent' and 'exported' were added after the user saved; 'type' is hidden by the user.
    const saved = [item('name'), item('id'), item('type', false)];
    expect(mergeGridItems(saved, defaults.columns)).toEqual([
      item('name'),
      item('id'),
      item('type', false),
      item('sent'),
      item('exported', false),
    ]);
  });

  it('a new first column goes first', () => {
    expect(mergeGridItems([item('type'), item('name'), item('sent'), item('exported')], defaults.columns)[0]).toEqual(item('id'));
  });

  it('a removed column is dropped with its width and sort; duplicates are dropped', () => {
    const merged = mergeTableSettings(
      {
        columnsWidth: { id: 120, gone: 300 },
        sorts: [
          { id: 'gone', desc: true },
          { id: 'name', desc: false },
        ],
        columnsGrid: [item('gone'), item('id'), item('id', false), item('type'), item('name'), item('sent'), item('exported')],
        version: 1,
      },
      defaults,
    );
    expect(merged.columnsWidth).toEqual({ id: 120 });
    expect(merged.sorts).toEqual([{ id: 'name', desc: false }]);
    expect(merged.columnsGrid.map((column) => column.key)).toEqual(['id', 'type', 'name', 'sent', 'exported']);
    expect(merged.columnsGrid[0]).toEqual(item('id'));
  });

  it('a setting of a later version is not trusted: defaults', () => {
    expect(mergeTableSettings({ columnsWidth: { id: 300 }, version: 99 }, defaults)).toEqual(defaultTableSettings(defaults));
  });

  it('widths are clamped to 20–2000 px and rounded', () => {
    expect(mergeTableSettings({ columnsWidth: { id: 5, type: 9000, name: 150.6 } }, defaults).columnsWidth).toEqual({
      id: 20,
      type: 2000,
      name: 151,
    });
    const base = defaultTableSettings(defaults);
    expect(withColumnWidth(base, 'id', 180.2).columnsWidth).toEqual({ id: 180 });
    const once = withColumnWidth(base, 'id', 180);
    expect(withColumnWidth(once, 'id', 180)).toBe(once);
  });

  it('a load that brings the widths the grid has is the same widths (the grid is not drawn again)', () => {
    const loaded = mergeTableSettings({ columnsWidth: { id: 180, name: 240 } }, defaults).columnsWidth;
    expect(sameColumnWidths(loaded, { name: 240, id: 180 })).toBe(true);
    expect(sameColumnWidths(mergeTableSettings(null, defaults).columnsWidth, {})).toBe(true);
    expect(sameColumnWidths(loaded, { id: 180, name: 241 })).toBe(false);
    expect(sameColumnWidths(loaded, { id: 180 })).toBe(false);
    expect(sameColumnWidths({ id: 180 }, { name: 180 })).toBe(false);
  });
});

describe('moving a column up and down', () => {
  const columns = [item('a'), item('b'), item('c')];
  it('swaps with its neighbour', () => {
    expect(moveGridItem(columns, 'b', 'up').map((column) => column.key)).toEqual(['b', 'a', 'c']);
    expect(moveGridItem(columns, 'b', 'down').map((column) => column.key)).toEqual(['a', 'c', 'b']);
  });
  it('does nothing at the edges or for an unknown key', () => {
    expect(moveGridItem(columns, 'a', 'up')).toBe(columns);
    expect(moveGridItem(columns, 'c', 'down')).toBe(columns);
    expect(moveGridItem(columns, 'x', 'up')).toBe(columns);
  });
});

describe("the 'Показать все' checkbox", () => {
  it('is checked, unchecked or mixed', () => {
    expect(showAllState([item('a'), item('b')])).toBe('checked');
    expect(showAllState([item('a', false), item('b', false)])).toBe('unchecked');
    expect(showAllState([item('a'), item('b', false)])).toBe('mixed');
    expect(showAllState([])).toBe('unchecked');
  });
  it('shows all from mixed or unchecked, hides all from checked', () => {
    expect(toggleShowAll([item('a'), item('b', false)])).toEqual([item('a'), item('b')]);
    expect(toggleShowAll([item('a', false), item('b', false)])).toEqual([item('a'), item('b')]);
    expect(toggleShowAll([item('a'), item('b')])).toEqual([item('a', false), item('b', false)]);
  });
});
