import { describe, expect, it } from 'vitest';
import {
  readLocalTableState,
  tableStorageKey,
  writeLocalTableState,
  type LocalTableState,
} from '../../src/machines/shared/table-settings.storage';

/** A storage that holds one text under any key, and records which keys were read. */
function holding(text: string | null) {
  const keys: string[] = [];
  return { keys, getItem: (key: string) => (keys.push(key), text) };
}
const read = (kept: unknown) => readLocalTableState('profit-forecast', 'apteka1', holding(JSON.stringify(kept)));
const nothing: LocalTableState = { tableSorts: [], filtersState: { fieldsValues: {} } };

describe('table-settings storage: the key', () => {
  it('is per table and per user', () => {
    expect(tableStorageKey('profit-forecast', 'apteka1')).toBe('table.profit-forecast.apteka1');
  });

  it('reading asks for that key only', () => {
    const storage = holding(null);
    readLocalTableState('rewards', 'kassir2', storage);
    expect(storage.keys).toEqual(['table.rewards.kassir2']);
  });
});

describe('table-settings storage: reading what this browser kept', () => {
  it('nobody signed in: an empty state, and the storage is not read', () => {
    const storage = holding(JSON.stringify({ tableSorts: [{ id: 'price', desc: true }], filtersState: { fieldsValues: { name: 'x' } } }));
    expect(readLocalTableState('profit-forecast', null, storage)).toStrictEqual(nothing);
    expect(readLocalTableState('profit-forecast', '', storage)).toStrictEqual(nothing);
    expect(storage.keys).toEqual([]);
  });

  it('nothing kept, or text that is no JSON: an empty state', () => {
    expect(readLocalTableState('profit-forecast', 'apteka1', holding(null))).toStrictEqual(nothing);
    expect(readLocalTableState('profit-forecast', 'apteka1', holding('{не json'))).toStrictEqual(nothing);
    expect(read(null)).toStrictEqual(nothing);
    expect(read(5)).toStrictEqual(nothing);
    expect(read('строка')).toStrictEqual(nothing);
  });

  it('a well-formed state is read back whole', () => {
    expect(
      read({
        tableSorts: [
          { id: 'price', desc: true },
          { id: 'name', desc: false },
        ],
        filtersState: { fieldsValues: { name: 'Нурофен' }, open: false },
      }),
    ).toStrictEqual({
      tableSorts: [
        { id: 'price', desc: true },
        { id: 'name', desc: false },
      ],
      filtersState: { fieldsValues: { name: 'Нурофен' }, open: false },
    });
  });

  it('sorts without a text id or a yes/no direction are dropped, the rest kept, extra fields left out', () => {
    const kept = {
      tableSorts: [
        null,
        7,
        { id: 3, desc: true },
        { id: 'bonus', desc: 'yes' },
        { id: 'bonus' },
        { desc: true },
        { id: 'price', desc: true, extra: 1 },
      ],
      filtersState: { fieldsValues: { name: 'Нурофен' } },
    };
    expect(read(kept)).toStrictEqual({ tableSorts: [{ id: 'price', desc: true }], filtersState: { fieldsValues: { name: 'Нурофен' } } });
  });

  it('sorts that are no list: none, the filters still read', () => {
    expect(
      read({ tableSorts: { id: 'price', desc: true }, filtersState: { fieldsValues: { name: 'Нурофен' }, open: true } }),
    ).toStrictEqual({
      tableSorts: [],
      filtersState: { fieldsValues: { name: 'Нурофен' }, open: true },
    });
  });

  it('filters missing, null or no object: no values, the sorts still read', () => {
    const sorts = [{ id: 'price', desc: false }];
    for (const filtersState of [undefined, null, 'открыт', 5]) {
      expect(read({ tableSorts: sorts, filtersState })).toStrictEqual({
        tableSorts: [{ id: 'price', desc: false }],
        filtersState: { fieldsValues: {} },
      });
    }
  });

  it('values null or no object: none, the open flag still read', () => {
    for (const fieldsValues of [undefined, null, 'Нурофен', 5]) {
      expect(read({ tableSorts: [], filtersState: { fieldsValues, open: true } })).toStrictEqual({
        tableSorts: [],
        filtersState: { fieldsValues: {}, open: true },
      });
    }
  });

  it('the open flag is kept only when it is yes or no', () => {
    expect(read({ filtersState: { fieldsValues: {}, open: true } })).toStrictEqual({
      tableSorts: [],
      filtersState: { fieldsValues: {}, open: true },
    });
    expect(read({ filtersState: { fieldsValues: {}, open: false } })).toStrictEqual({
      tableSorts: [],
      filtersState: { fieldsValues: {}, open: false },
    });
    expect(read({ filtersState: { fieldsValues: {}, open: 'да' } })).toStrictEqual({ tableSorts: [], filtersState: { fieldsValues: {} } });
    expect(read({ filtersState: { fieldsValues: {} } })).toStrictEqual({ tableSorts: [], filtersState: { fieldsValues: {} } });
  });

  it('each empty state is a fresh one: changing one read does not change the next', () => {
    const first = readLocalTableState('profit-forecast', null, holding(null));
    first.tableSorts.push({ id: 'price', desc: true });
    first.filtersState.fieldsValues.name = 'x';
    expect(readLocalTableState('profit-forecast', null, holding(null))).toStrictEqual(nothing);
  });
});

describe('table-settings storage: keeping the state', () => {
  const state: LocalTableState = {
    tableSorts: [{ id: 'price', desc: true }],
    filtersState: { fieldsValues: { name: 'Нурофен' }, open: true },
  };

  it('writes the state as JSON under the table and user key', () => {
    const written: [string, string][] = [];
    writeLocalTableState('profit-forecast', 'apteka1', state, { setItem: (key, value) => void written.push([key, value]) });
    expect(written).toEqual([
      [
        'table.profit-forecast.apteka1',
        '{"tableSorts":[{"id":"price","desc":true}],"filtersState":{"fieldsValues":{"name":"Нурофен"},"open":true}}',
      ],
    ]);
  });

  it('nobody signed in: nothing is written', () => {
    const written: string[] = [];
    writeLocalTableState('profit-forecast', null, state, { setItem: (key) => void written.push(key) });
    writeLocalTableState('profit-forecast', '', state, { setItem: (key) => void written.push(key) });
    expect(written).toEqual([]);
  });

  it('a full or refused storage is no error for the screen', () => {
    expect(() =>
      writeLocalTableState('profit-forecast', 'apteka1', state, {
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });
});
