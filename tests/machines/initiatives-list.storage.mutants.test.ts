import { describe, expect, it } from 'vitest';
import { listStorageKey, readRememberedList, writeRememberedList } from '../../src/machines/list/initiatives-list.storage';

/**
 * What the initiatives list remembers per user in this browser (spec §4, 'pharmacy_initiatives'):
 * every value read back is one the list's filters and sorts can hold; anything else reads as nothing.
 */
function memoryStorage(entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries));
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
}
const stored = (entry: unknown) => memoryStorage({ 'pharmacy_initiatives.apteka1': JSON.stringify(entry) });
const readFilters = (fieldsValues: unknown) => readRememberedList('apteka1', stored({ filtersState: { fieldsValues } })).filters;

describe('initiatives list remembered in local storage: reading', () => {
  it('keys the entry by the user under pharmacy_initiatives', () => {
    expect(listStorageKey('apteka1')).toBe('pharmacy_initiatives.apteka1');
  });

  it('remembers nothing for no user, without reading storage', () => {
    const storage = {
      getItem: () => {
        throw new Error('read without a user');
      },
    };
    expect(readRememberedList(null, storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
    expect(readRememberedList('', storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
  });

  it('with no user, an entry stored under a null name is not read', () => {
    const storage = memoryStorage({ 'pharmacy_initiatives.null': JSON.stringify({ filtersOpen: true, tableSorts: { type: 'asc' } }) });
    expect(readRememberedList(null, storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
  });

  it('reads nothing from an absent, unparsable or non-object entry', () => {
    expect(readRememberedList('apteka1', memoryStorage())).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
    expect(readRememberedList('apteka1', memoryStorage({ 'pharmacy_initiatives.apteka1': '{не json' }))).toEqual({
      filtersOpen: false,
      filters: {},
      sorts: {},
    });
    expect(readRememberedList('apteka1', memoryStorage({ 'pharmacy_initiatives.apteka1': '"строка"' }))).toEqual({
      filtersOpen: false,
      filters: {},
      sorts: {},
    });
    expect(readRememberedList('apteka1', memoryStorage({ 'pharmacy_initiatives.apteka1': 'null' }))).toEqual({
      filtersOpen: false,
      filters: {},
      sorts: {},
    });
  });

  it('reads the filters as open only when stored as true', () => {
    expect(readRememberedList('apteka1', stored({ filtersOpen: true })).filtersOpen).toBe(true);
    expect(readRememberedList('apteka1', stored({ filtersOpen: 'true' })).filtersOpen).toBe(false);
    expect(readRememberedList('apteka1', stored({ filtersOpen: 1 })).filtersOpen).toBe(false);
  });

  it('keeps every filter a user can set', () => {
    expect(
      readFilters({
        initiativeId: '42',
        type: 'PULS',
        initiativeName: 'Витамины',
        initiativeStartDateFrom: '2026-01-01',
        initiativeStartDateTo: '2026-03-31',
        initiativeEndDateFrom: '2026-04-01',
        initiativeEndDateTo: '2026-06-30',
        initiativeSent: false,
      }),
    ).toEqual({
      initiativeId: '42',
      type: 'PULS',
      initiativeName: 'Витамины',
      initiativeStartDateFrom: '2026-01-01',
      initiativeStartDateTo: '2026-03-31',
      initiativeEndDateFrom: '2026-04-01',
      initiativeEndDateTo: '2026-06-30',
      initiativeSent: false,
    });
  });

  it('drops empty texts, non-texts and dates not written YYYY-MM-DD, and unknown keys', () => {
    expect(
      readFilters({
        initiativeId: '',
        type: 7,
        initiativeName: null,
        initiativeStartDateFrom: 'вчера',
        initiativeStartDateTo: '01.02.2026',
        initiativeEndDateFrom: '2026-1-1',
        initiativeEndDateTo: '',
        initiativeSent: 'true',
        pharmacyId: '5',
      }),
    ).toEqual({});
    expect(readFilters({ initiativeEndDateTo: '2026-12-31', initiativeSent: true })).toEqual({
      initiativeEndDateTo: '2026-12-31',
      initiativeSent: true,
    });
    // A date stored as a list (it would read as 2026-01-01 if turned into text) is not a date.
    expect(readFilters({ initiativeStartDateFrom: ['2026-01-01'], initiativeEndDateTo: 20260101 })).toEqual({});
    // A name that reads like a date or a date key's suffix is not a date rule.
    expect(readFilters({ initiativeName: 'To', type: 'From' })).toEqual({ initiativeName: 'To', type: 'From' });
  });

  it('cuts a hand-edited text to what the request accepts: id 20, type 60, name 200 characters', () => {
    const long = 'я'.repeat(250);
    expect(readFilters({ initiativeId: '1'.repeat(30), type: long, initiativeName: long })).toEqual({
      initiativeId: '1'.repeat(20),
      type: 'я'.repeat(60),
      initiativeName: 'я'.repeat(200),
    });
  });

  it('reads no filters from a filter state that is not an object', () => {
    expect(readFilters(null)).toEqual({});
    expect(readFilters('initiativeId=42')).toEqual({});
    expect(readRememberedList('apteka1', stored({ filtersState: null })).filters).toEqual({});
  });

  it('keeps only sorts of the list’s columns in asc or desc', () => {
    expect(
      readRememberedList(
        'apteka1',
        stored({ tableSorts: { initiativeName: 'desc', type: 'asc', initiativeSent: 'up', pharmacy: 'asc', initiativeId: '' } }),
      ).sorts,
    ).toEqual({ initiativeName: 'desc', type: 'asc' });
    expect(readRememberedList('apteka1', stored({ tableSorts: null })).sorts).toEqual({});
    expect(readRememberedList('apteka1', stored({ tableSorts: 'type' })).sorts).toEqual({});
  });
});

describe('initiatives list remembered in local storage: writing', () => {
  it('writes nothing without a user', () => {
    const storage = memoryStorage();
    writeRememberedList(null, { filtersOpen: true, filters: { type: 'PULS' }, sorts: {} }, storage);
    expect(storage.store.size).toBe(0);
  });

  it('writes a new entry for a user with nothing stored', () => {
    const storage = memoryStorage();
    writeRememberedList(
      'apteka1',
      { filtersOpen: false, filters: { initiativeName: 'Витамины' }, sorts: { initiativeId: 'desc' } },
      storage,
    );
    expect(JSON.parse(storage.store.get('pharmacy_initiatives.apteka1')!)).toEqual({
      filtersOpen: false,
      filtersState: { fieldsValues: { initiativeName: 'Витамины' } },
      tableSorts: { initiativeId: 'desc' },
    });
  });

  it('keeps what else is stored in the filter state and the entry, replacing the values and sorts', () => {
    const storage = stored({
      columnsWidth: { type: 120 },
      filtersState: { expanded: ['dates'], fieldsValues: { type: 'OLD' } },
      tableSorts: { type: 'asc' },
    });
    writeRememberedList('apteka1', { filtersOpen: true, filters: { initiativeId: '7' }, sorts: {} }, storage);
    expect(JSON.parse(storage.store.get('pharmacy_initiatives.apteka1')!)).toEqual({
      columnsWidth: { type: 120 },
      filtersOpen: true,
      filtersState: { expanded: ['dates'], fieldsValues: { initiativeId: '7' } },
      tableSorts: {},
    });
  });

  it('replaces a filter state that is not an object', () => {
    for (const filtersState of [null, 'открыт', 3]) {
      const storage = stored({ filtersState });
      writeRememberedList('apteka1', { filtersOpen: false, filters: { type: 'PULS' }, sorts: {} }, storage);
      expect(JSON.parse(storage.store.get('pharmacy_initiatives.apteka1')!)).toEqual({
        filtersOpen: false,
        filtersState: { fieldsValues: { type: 'PULS' } },
        tableSorts: {},
      });
    }
  });

  it('overwrites an entry that is a text, without spreading its letters into the entry', () => {
    const storage = memoryStorage({ 'pharmacy_initiatives.apteka1': '"ок"' });
    writeRememberedList('apteka1', { filtersOpen: true, filters: {}, sorts: {} }, storage);
    expect(JSON.parse(storage.store.get('pharmacy_initiatives.apteka1')!)).toEqual({
      filtersOpen: true,
      filtersState: { fieldsValues: {} },
      tableSorts: {},
    });
  });

  it('overwrites an unparsable entry', () => {
    const storage = memoryStorage({ 'pharmacy_initiatives.apteka1': '{сломано' });
    writeRememberedList('apteka1', { filtersOpen: true, filters: {}, sorts: { type: 'desc' } }, storage);
    expect(readRememberedList('apteka1', storage)).toEqual({ filtersOpen: true, filters: {}, sorts: { type: 'desc' } });
  });
});
