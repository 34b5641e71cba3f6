import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initiativeTypes } from '../../../src/domain/shared/initiative-types';
import { sumMoney } from '../../../src/domain/shared/money';
import {
  buildOverview,
  detailsActionOf,
  exportRecommendation,
  exportSuccessText,
  overviewFreshnessText,
  quartersWithData,
  type InitiativeRecord,
} from '../../../src/domain/reports/overview';

// A fixed clock: 15 May 2024 noon, inside the second quarter.
const now = new Date(2024, 4, 15, 12, 0, 0);
const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const current = { year: 2024, quarter: 2 } as const;
const past = { year: 2024, quarter: 1 } as const;

let nextId = 1;
const record = (overrides: Partial<InitiativeRecord>): InitiativeRecord => ({
  id: nextId++,
  type: 'SALES_PLAN',
  name: 'Инициатива',
  from: seconds(new Date(2024, 3, 1)),
  to: seconds(new Date(2024, 5, 30, 23, 59, 59)),
  mtxPercent: null,
  purchaseSipSum: 100,
  earned: 10,
  expected: 20,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
  hasCubeLink: false,
  ...overrides,
});

describe('the grouped overview', () => {
  it('groups by super-type, in the order of the spec, with summed money', () => {
    const table = buildOverview(
      [
        record({ type: 'PROCUREMENT', name: 'Закупка А', purchaseSipSum: 1000.1, earned: 10.2, expected: 30 }),
        record({ type: 'MANDATORY_MATRIX', name: 'ОМ', mtxPercent: 87.456, purchaseSipSum: 5, earned: 1, expected: 2 }),
        record({ type: 'PROCUREMENT_GROUPING_SP', name: 'Групповая Б', purchaseSipSum: 2000.2, earned: 0.1, expected: null }),
      ],
      current,
      now,
    );
    expect(table.groups.map((group) => [group.superType, group.name, group.children.length])).toEqual([
      ['MANDATORY_MATRIX_SUPER', 'Обязательная матрица', 1],
      ['PROCUREMENT_SUPER', 'Закупки', 2],
    ]);
    const procurement = table.groups[1];
    expect(procurement.purchaseSipSum).toBe(3000.3);
    expect(procurement.earned).toBe(10.3);
    expect(procurement.expected).toBe(30);
    expect(procurement.mtxPercent).toBeNull();
    expect(table.groups[0].mtxPercent).toBe(87.456);
    expect(table.totals).toEqual({ label: 'Итого', purchaseSipSum: 3005.3, earned: 11.3, expected: 32 });
  });

  it('drops PULSAR_BONUS rows, and shows USTM_SALE as a private label', () => {
    const table = buildOverview(
      [record({ type: 'PULSAR_BONUS', earned: 1000 }), record({ type: 'USTM_SALE', earned: 5 })],
      current,
      now,
    );
    expect(table.groups.map((group) => group.superType)).toEqual(['PRIVATE_LABEL_SUPER']);
    expect(table.groups[0].children[0].type).toBe('PRIVATE_LABEL');
    expect(table.totals?.earned).toBe(5);
  });

  it('has no totals row when nothing is left to show', () => {
    expect(buildOverview([], current, now)).toEqual({ groups: [], totals: null });
    expect(buildOverview([record({ type: 'PULSAR_BONUS' })], current, now).totals).toBeNull();
  });

  it('in the current quarter marks expired initiatives and lists them after the active ones', () => {
    const expired = record({ type: 'PRODUCT_OF_THE_DAY', name: 'Закончилась', to: seconds(new Date(2024, 4, 10)) });
    const active = record({ type: 'PRODUCT_OF_THE_DAY', name: 'Идёт', to: seconds(new Date(2024, 4, 20)) });
    const endsNow = record({ type: 'PRODUCT_OF_THE_DAY', name: 'Кончается сейчас', to: seconds(now) });
    const table = buildOverview([expired, active, endsNow], current, now);
    const children = table.groups[0].children;
    expect(children.map((child) => [child.name, child.expired])).toEqual([
      ['Идёт', false],
      ['Кончается сейчас', false],
      ['Закончилась', true],
    ]);
  });

  it('in the current quarter gives running initiatives order links to their tab, with the initiative preselected', () => {
    const matrix = record({ type: 'MANDATORY_MATRIX', name: 'ОМ' });
    const goods = record({ type: 'RECOMMENDED_GOODS', name: 'РТ' });
    const other = record({ type: 'SHOWCASE', name: 'Витрина весна' });
    const ended = record({ type: 'SHOWCASE', name: 'Витрина зима', to: seconds(new Date(2024, 3, 30)) });
    const table = buildOverview([matrix, goods, other, ended], current, now);
    const rows = table.groups.flatMap((group) => group.children);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row.order]));
    expect(byName['ОМ']).toEqual({ tab: 'profitForecast', type: 'MANDATORY_MATRIX', initiativeId: matrix.id, initiativeName: 'ОМ' });
    expect(byName['РТ']?.tab).toBe('purchaseOrderRG');
    expect(byName['Витрина весна']?.tab).toBe('purchaseOrder');
    expect(byName['Витрина зима']).toBeNull();
  });

  it('in any other quarter neither marks expiry nor offers orders', () => {
    const old = record({ from: seconds(new Date(2024, 0, 1)), to: seconds(new Date(2024, 0, 31)) });
    const table = buildOverview([old], past, now);
    expect(table.groups[0].children[0]).toMatchObject({ expired: false, order: null });
    const lastYear = buildOverview([old], { year: 2023, quarter: 2 }, now);
    expect(lastYear.groups[0].children[0]).toMatchObject({ expired: false, order: null });
  });

  it('marks initiatives of the Пульс family', () => {
    const table = buildOverview(
      [record({ name: 'Пульс весна' }), record({ name: 'Импульсная акция' })],
      current,
      now,
    );
    expect(table.groups[0].children.map((child) => child.puls)).toEqual([true, false]);
  });

  it('keeps every visible record exactly once', () => {
    const records = initiativeTypes.map((type) => record({ type }));
    const table = buildOverview(records, current, now);
    const ids = table.groups.flatMap((group) => group.children.map((child) => child.id)).sort((a, b) => a - b);
    expect(ids).toEqual(records.filter((r) => r.type !== 'PULSAR_BONUS').map((r) => r.id));
  });
});

describe('the details action of a row', () => {
  it('downloads a downloadable type', () => {
    expect(detailsActionOf({ id: 7, type: 'MANDATORY_MATRIX', name: 'ОМ', hasCubeLink: true })).toEqual({
      kind: 'download',
      report: 'extended-mandatory-matrix',
      initiativeId: 7,
      initiativeName: 'ОМ',
    });
  });

  it('opens the cube when a viewed initiative has one, otherwise its report detail', () => {
    expect(detailsActionOf({ id: 8, type: 'PROCUREMENT_PLAN', name: 'П', hasCubeLink: true })).toEqual({
      kind: 'cube',
      cube: 'procurementAmountPlan',
      initiativeId: 8,
    });
    expect(detailsActionOf({ id: 8, type: 'PROCUREMENT_PLAN', name: 'П', hasCubeLink: false })).toEqual({ kind: 'report', reportId: 8 });
    expect(detailsActionOf({ id: 9, type: 'SALES_PLAN', name: 'П', hasCubeLink: true })).toEqual({ kind: 'report', reportId: 9 });
  });

  it('opens the internal initiative page for each type with neither a cube link nor a report layout', () => {
    for (const type of ['USTM_SALE', 'PRIVATE_LABEL', 'PROCUREMENT_PLAN_MONETARY', 'ESTABLISHED_ORDER', 'IMPULSE_ACTION', 'IMPULSE_ACTION_SINGLETON']) {
      expect(detailsActionOf({ id: 3, type, name: 'У', hasCubeLink: false }), type).toEqual({ kind: 'initiative', initiativeId: 3 });
    }
  });

  it('without our hasCubeLink the type decides: a kind with a cube query (spec section 3) opens its cube', () => {
    const viewed = ['PRIVATE_LABEL', 'USTM_SALE', 'PHARMACIST_MOTIVATION', 'PROCUREMENT_PLAN', 'PROCUREMENT_PLAN_MONETARY', 'ESTABLISHED_ORDER', 'IMPULSE_ACTION', 'IMPULSE_ACTION_SINGLETON'];
    for (const type of viewed) expect(detailsActionOf({ id: 4, type, name: 'К' }).kind, type).toBe('cube');
    expect(detailsActionOf({ id: 4, type: 'USTM_SALE', name: 'К' })).toEqual({ kind: 'cube', cube: 'ustm', initiativeId: 4 });
    // No cube query for these: their report detail, as ever.
    expect(detailsActionOf({ id: 9, type: 'SALES_PLAN', name: 'П' })).toEqual({ kind: 'report', reportId: 9 });
    expect(detailsActionOf({ id: 9, type: 'PRIORITY_SALE', name: 'П' })).toEqual({ kind: 'report', reportId: 9 });
    expect(detailsActionOf({ id: 9, type: 'EVENT_COMPENSATION', name: 'П' })).toEqual({ kind: 'report', reportId: 9 });
    // A download stays a download.
    expect(detailsActionOf({ id: 7, type: 'PRODUCT_OF_THE_DAY', name: 'Т' }).kind).toBe('download');
  });

  it('has nothing to open for a type without a details action', () => {
    expect(detailsActionOf({ id: 1, type: 'SHOWCASE', name: 'В', hasCubeLink: true })).toEqual({ kind: 'none' });
    expect(detailsActionOf({ id: 1, type: 'MATRIX_PLUS', name: 'М', hasCubeLink: false })).toEqual({ kind: 'none' });
  });
});

describe('quarters with data', () => {
  it('lists the quarters any visible initiative overlaps', () => {
    const records = [
      record({ from: seconds(new Date(2023, 1, 1)), to: seconds(new Date(2023, 1, 28)) }),
      record({ from: seconds(new Date(2023, 5, 20)), to: seconds(new Date(2023, 6, 10)) }),
      record({ type: 'PULSAR_BONUS', from: seconds(new Date(2023, 10, 1)), to: seconds(new Date(2023, 10, 30)) }),
    ];
    expect(quartersWithData(records, 2023)).toEqual([1, 2, 3]);
    expect(quartersWithData(records, 2022)).toEqual([]);
  });
});

describe('property: totals equal the sum of the rows', () => {
  const money = fc.option(fc.integer({ min: -10_000_000, max: 10_000_000 }).map((kopecks) => kopecks / 100), { nil: null });
  const records = fc.array(
    fc.record({
      type: fc.constantFrom(...initiativeTypes, 'USTM_SALE'),
      purchaseSipSum: money,
      earned: money,
      expected: money,
      to: fc.integer({ min: seconds(new Date(2024, 3, 1)), max: seconds(new Date(2024, 5, 30)) }),
    }),
    { maxLength: 40 },
  );

  it('holds for the totals row and for every group', () => {
    fc.assert(
      fc.property(records, (parts) => {
        const table = buildOverview(parts.map((part) => record(part)), current, now);
        const visible = parts.filter((part) => part.type !== 'PULSAR_BONUS');
        if (visible.length === 0) {
          expect(table.totals).toBeNull();
          return;
        }
        for (const key of ['purchaseSipSum', 'earned', 'expected'] as const) {
          expect(table.totals?.[key]).toBe(sumMoney(visible.map((part) => part[key])));
          expect(sumMoney(table.groups.map((group) => group[key]))).toBe(table.totals?.[key]);
        }
        // Active children always come before expired ones.
        for (const group of table.groups) {
          const flags = group.children.map((child) => child.expired);
          expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
        }
      }),
    );
  });
});

describe('overview texts', () => {
  it('shows the freshness date, or nothing when unknown', () => {
    expect(overviewFreshnessText(seconds(new Date(2024, 4, 14, 8)))).toBe('Дата актуальности данных: 14.05.2024');
    expect(overviewFreshnessText(null)).toBeNull();
  });

  it('adds the once-a-day recommendation to the server message', () => {
    expect(exportSuccessText('Запрос принят')).toBe('Запрос принят. Рекомендуем запрашивать инициативы не чаще одного раза в день.');
    expect(exportSuccessText('Готово!')).toBe('Готово! Рекомендуем запрашивать инициативы не чаще одного раза в день.');
    expect(exportSuccessText('')).toBe(exportRecommendation);
  });
});
