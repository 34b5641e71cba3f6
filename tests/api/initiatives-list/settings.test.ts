import { describe, expect, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import { TableSettingsAnswer, tableSettingsCalls, type TableSettingsInput } from '../../../src/api/contract/initiatives-list';
import { expectMessage, parsed } from '../reports/support';
import { listGateway } from './support';

const { get, post } = listGateway();
/** The settings' path of a table (GET and POST share it). */
const path = (name: string) => callPath(tableSettingsCalls.loadTableSettings, { name });

const settings: TableSettingsInput = {
  tableName: 'pharmacy_initiatives',
  columnsWidth: { initiativeName: 320, initiativeId: 90 },
  sorts: [
    { id: 'initiativeName', desc: true },
    { id: 'initiativeId', desc: false },
  ],
  filtersGrid: [
    { key: 'initiativeName', show: true },
    { key: 'type', show: false },
  ],
  columnsGrid: [
    { key: 'initiativeName', show: true },
    { key: 'initiativeId', show: true },
    { key: 'initiativeLastExportTime', show: true },
    { key: 'type', show: false },
  ],
  version: 1,
};

describe('table settings', () => {
  it('answers null for a table never saved', async () => {
    expect(parsed(TableSettingsAnswer, await get(path('never_saved')))).toEqual({ tableName: 'never_saved', settingsBody: null });
  });

  it('keeps what the user saved, exactly, and answers it as GET will', async () => {
    const saved = parsed(TableSettingsAnswer, await post(path('pharmacy_initiatives'), settings));
    expect(saved.tableName).toBe('pharmacy_initiatives');
    expect(JSON.parse(saved.settingsBody!)).toEqual(settings);
    const read = parsed(TableSettingsAnswer, await get(path('pharmacy_initiatives')));
    expect(read).toEqual(saved);
    // Arrays keep their order: the column order and the sort priority are the user's.
    expect(JSON.parse(read.settingsBody!)).toEqual(settings);
  });

  it('fills what was left out with the defaults and replaces the whole on the next save', async () => {
    await post(path('report_detail'), settings.columnsWidth && { tableName: 'report_detail', columnsWidth: { a: 100 } }, 'apteka2');
    await post(path('report_detail'), { tableName: 'report_detail', sorts: [{ id: 'b', desc: true }] }, 'apteka2');
    const read = parsed(TableSettingsAnswer, await get(path('report_detail'), 'apteka2'));
    expect(JSON.parse(read.settingsBody!)).toEqual({
      tableName: 'report_detail',
      columnsWidth: {},
      sorts: [{ id: 'b', desc: true }],
      filtersGrid: [],
      columnsGrid: [],
      version: 1,
    });
  });

  it("keeps one user's settings from another, whatever name is asked", async () => {
    await post(path('shared_name'), { ...settings, tableName: 'shared_name' }, 'apteka1');
    expect(parsed(TableSettingsAnswer, await get(path('shared_name'), 'manager')).settingsBody).toBeNull();
    await post(path('shared_name'), { tableName: 'shared_name', columnsWidth: { x: 50 } }, 'manager');
    const own = parsed(TableSettingsAnswer, await get(path('shared_name'), 'apteka1'));
    expect(JSON.parse(own.settingsBody!)).toEqual({ ...settings, tableName: 'shared_name' });
  });

  it('is for signed-in users only, any role', async () => {
    expect((await get(path('pharmacy_initiatives'), null)).statusCode).toBe(401);
    expect((await get(path('pharmacy_initiatives'), 'owner')).statusCode).toBe(200);
  });

  it.each([
    ['a name with spaces', 'bad name', settings, /^Поле «name»: имя таблицы/],
    [
      'a body for another table',
      'pharmacy_initiatives',
      { ...settings, tableName: 'other' },
      'Поле «tableName»: не совпадает с именем таблицы в адресе',
    ],
    ['sorts as an object', 'pharmacy_initiatives', { ...settings, sorts: { initiativeId: 'asc' } }, /^Поле «sorts»/],
    ['a width of 5 px', 'pharmacy_initiatives', { ...settings, columnsWidth: { initiativeId: 5 } }, /^Поле «columnsWidth\.initiativeId»/],
    ['no body', 'pharmacy_initiatives', undefined, /^Запрос: /],
  ])('refuses %s with a Russian 400 and keeps what was saved', async (_, name, body, message) => {
    const before = await get(path('pharmacy_initiatives'));
    expectMessage(await post(path(name), body), 400, message);
    expect((await get(path('pharmacy_initiatives'))).body).toBe(before.body);
  });
});

describe('table settings are bounded per user', () => {
  it('refuses settings over 64 KB with a Russian 413 and keeps what was saved', async () => {
    // 100-character keys of control characters: each is written as \u0001 in JSON, six bytes.
    const key = (index: number) => `${index}`.padEnd(100, '\u0001');
    const items = Array.from({ length: 100 }, (_, index) => ({ key: key(index), show: true }));
    const before = parsed(TableSettingsAnswer, await post(path('bounded'), { tableName: 'bounded' }, 'owner'));
    expectMessage(
      await post(path('bounded'), { tableName: 'bounded', filtersGrid: items, columnsGrid: items }, 'owner'),
      413,
      /^Настройки таблицы не сохранены: они занимают 1\d\d КБ, а можно не больше 64 КБ\.$/u,
    );
    expect(parsed(TableSettingsAnswer, await get(path('bounded'), 'owner'))).toEqual(before);
  });

  it('refuses widths of more than 100 columns', async () => {
    const columnsWidth = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`c${index}`, 100]));
    expectMessage(
      await post(path('wide'), { tableName: 'wide', columnsWidth }, 'owner'),
      400,
      'Поле «columnsWidth»: не больше 100 столбцов',
    );
  });

  it('keeps settings for at most 100 tables a user; those saved can still be changed', async () => {
    const saves = Array.from({ length: 100 }, (_, index) => `t${index}`);
    // owner saved one above: 99 more reach the bound, the rest are refused.
    const answers = await Promise.all(saves.map((name) => post(path(name), { tableName: name }, 'owner')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(99);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(1);
    expectMessage(refused[0], 400, 'Настройки таблицы не сохранены: настройки хранятся не больше чем для 100 таблиц.');
    expect((await post(path('bounded'), { tableName: 'bounded', version: 2 }, 'owner')).statusCode).toBe(200);
    // Another user's bound is its own.
    expect((await post(path('t99'), { tableName: 't99' }, 'apteka2')).statusCode).toBe(200);
  });
});
