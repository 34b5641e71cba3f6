import { describe, expect, it } from 'vitest';
import { InitiativesReport, Report, reportCalls, ReportRows } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { reportDetailTypes, reportLayoutKinds, reportLayoutOf, type ReportLayoutKind } from '../../../src/domain/shared/initiative-types';
import { reportPeriodLabel, reportTotals, reportLayouts } from '../../../src/domain/reports/report-detail';
import { expectMessage, parsed, reportsGateway } from './support';

const { get } = reportsGateway();

const header = (id: number | string, login: Parameters<typeof get>[1] = 'apteka1') => get(`/api/reports/report/${id}`, login);
/** Our older form (an extension): every table's rows from one call, tagged with the layout. */
const rows = (id: number | string, login: Parameters<typeof get>[1] = 'apteka1') => get(`/api/reports/report/${id}/rows`, login);

/** The spec's form: one rows call per table, the path named after the table (docs/decisions/report-detail.md). */
const tablePath: Record<ReportLayoutKind, string> = {
  salesPlan: 'sales-plan',
  contract: 'contract',
  matrixLevel: 'mandatory-matrix',
  motivation: 'pharmacy-motivation',
  discountCompensation: 'discount-compensation',
};
const tableRows = (layout: ReportLayoutKind, id: number | string, login: Parameters<typeof get>[1] = 'apteka1') =>
  get(`/api/reports/report/${tablePath[layout]}/${id}/rows`, login);

/**
 * Apteka1's current-quarter report of each report-detail type: the spec's six (MANDATORY_MATRIX,
 * PHARMACY_MOTIVATION and DISCOUNT_COMPENSATION download from the overview, their detail opens by
 * address) and three of ours, which open the detail from the overview (1007 has a cube link).
 */
const detailIds: Record<string, number> = {
  MANDATORY_MATRIX: 1001,
  PHARMACIST_MOTIVATION: 1004,
  PREVENT_STOCKOUT: 1006,
  PROCUREMENT_PLAN: 1007,
  SALES_PLAN: 1009,
  PRIORITY_SALE: 1011,
  PHARMACY_MOTIVATION: 1012,
  DISCOUNT_COMPENSATION: 1013,
  EVENT_COMPENSATION: 1025,
};

describe('GET /api/reports/report/{table}/{id}/rows, the spec\'s rows per report type', () => {
  it.each(Object.entries(detailIds))('%s (%i): the rows of its table, the same as our older form gives', async (type, id) => {
    const layout = reportLayoutOf(type)!;
    const answer = parsed(ReportRows, await rows(id));
    const plain = (await tableRows(layout, id)).json() as unknown[];
    expect(plain.length).toBeGreaterThan(0);
    expect({ layout, rows: plain }).toEqual(answer);
  });

  it('maps the three types the spec names tables after to those tables', () => {
    expect(reportLayoutOf('MANDATORY_MATRIX')).toBe('matrixLevel');
    expect(reportLayoutOf('PHARMACY_MOTIVATION')).toBe('motivation');
    expect(reportLayoutOf('DISCOUNT_COMPENSATION')).toBe('discountCompensation');
  });

  it('the paths in the contract are the ones the gateway serves', async () => {
    expect((await get(urlOf(reportCalls.contractRows, { id: 1011 }))).json()).toEqual((await tableRows('contract', 1011)).json());
    expect(urlOf(reportCalls.mandatoryMatrixRows, { id: 1001 })).toBe('/api/reports/report/mandatory-matrix/1001/rows');
  });

  it("answers 404 when the report's rows are in another table, or it has none", async () => {
    expectMessage(await tableRows('contract', 1009), 404, 'Отчёт №1009 — не отчёт «по контракту»: его строки в другой таблице');
    expectMessage(await tableRows('salesPlan', 1002), 404, 'У отчёта №1002 нет таблицы строк');
    expectMessage(await tableRows('motivation', 999_999), 404, 'Отчёт №999999 не найден');
  });

  it("never shows a pharmacy another pharmacy's rows, whatever the id", async () => {
    expectMessage(await tableRows('salesPlan', 1009, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await tableRows('matrixLevel', 5001, 'apteka1'), 403, 'Нет доступа к данным другой аптеки');
    expect(((await tableRows('matrixLevel', 5001, 'apteka2')).json() as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(['abc', '0', '-5', '1.5', '9'.repeat(16)])('answers 400 naming the field for id %s', async (id) => {
    expectMessage(await tableRows('discountCompensation', id), 400, 'Поле «id»: ожидается положительное целое число');
  });
});

describe('GET /api/reports/report/{id} and /rows (our older form)', () => {
  it('covers every report-detail type with seeded ids', () => {
    expect(Object.keys(detailIds).sort()).toEqual([...reportDetailTypes].sort());
  });

  it.each(Object.entries(detailIds))('%s (%i): the header and the rows of its layout', async (type, id) => {
    const report = parsed(Report, await header(id));
    expect(report).toMatchObject({ id, type, period: 'IV квартал 2026' });
    expect(reportPeriodLabel(report)).toBe('Октябрь - Декабрь');
    const answer = parsed(ReportRows, await rows(id));
    expect(answer.layout).toBe(reportLayoutOf(type));
    expect(answer.rows.length).toBeGreaterThan(0);
    // The paths in the contract are the ones the gateway serves.
    expect((await get(`${urlOf(reportCalls.reportRowsById, { id })}`)).json()).toEqual(answer);
  });

  it('keeps the sales-plan figures consistent, so the totals row adds up', async () => {
    const report = parsed(Report, await header(1009));
    const answer = parsed(ReportRows, await rows(1009));
    if (answer.layout !== 'salesPlan') throw new Error(answer.layout);
    for (const row of answer.rows) {
      expect(row.actualBonusSum).toBeCloseTo((row.saleBonusSum ?? 0) + (row.purchaseBonusSum ?? 0) + (row.discountSum ?? 0), 2);
    }
    expect(reportTotals(reportLayouts.salesPlan, answer.rows, report)?.label).toBe('Итого');
  });

  it("reports the data freshness, or null when the distributor has not said", async () => {
    expect(parsed(Report, await header(1009)).dataFreshness).toBe(Date.parse('2026-11-18T00:00:00Z') / 1000);
    expect(parsed(Report, await header(1025)).dataFreshness).toBeNull();
  });

  it('answers old reports of every layout too (history back to 2019)', async () => {
    const seen = new Map<string, number>();
    for (const quarter of ['2019-01-01', '2019-04-01', '2019-07-01', '2019-10-01', '2020-01-01']) {
      const { initiatives } = parsed(InitiativesReport, await get(`${urlOf(reportCalls.initiativesReport)}?id=1&quarter=${quarter}`));
      for (const { id, type } of initiatives) {
        const layout = reportLayoutOf(type);
        if (layout && !seen.has(layout)) seen.set(layout, id);
      }
    }
    expect([...seen.keys()].sort()).toEqual([...reportLayoutKinds].sort());
    for (const [layout, id] of seen) expect(parsed(ReportRows, await rows(id)).layout).toBe(layout);
  });

  it('answers 404 for rows of a type without a layout, and for an unknown id', async () => {
    expectMessage(await rows(1002), 404, 'У отчёта №1002 нет таблицы строк');
    expectMessage(await header(999_999), 404, 'Отчёт №999999 не найден');
    expectMessage(await rows(999_999_999_999), 404, 'Отчёт №999999999999 не найден');
  });

  it("never shows a pharmacy another pharmacy's report, whatever the id", async () => {
    expectMessage(await header(5001, 'apteka1'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await header(1009, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await rows(1009, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect(parsed(Report, await header(5003, 'apteka2')).type).toBe('SALES_PLAN');
    expect(parsed(Report, await header(1009, 'manager')).id).toBe(1009);
  });

  it.each(['abc', '0', '-5', '1.5', '9'.repeat(16)])('answers 400 naming the field for id %s', async (id) => {
    expectMessage(await header(id), 400, 'Поле «id»: ожидается положительное целое число');
    expectMessage(await rows(id), 400, 'Поле «id»: ожидается положительное целое число');
  });
});
