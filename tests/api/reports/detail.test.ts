import { describe, expect, it } from 'vitest';
import { InitiativesReport, Report, reportCalls, ReportRows } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { reportDetailTypes, reportLayoutKinds, reportLayoutOf } from '../../../src/domain/initiative-types';
import { reportPeriodLabel, reportTotals, reportLayouts } from '../../../src/domain/report-detail';
import { expectMessage, parsed, reportsGateway } from './support';

const { get } = reportsGateway();

const header = (id: number | string, login: Parameters<typeof get>[1] = 'apteka1') => get(`/api/reports/report/${id}`, login);
const rows = (id: number | string, login: Parameters<typeof get>[1] = 'apteka1') => get(`/api/reports/report/${id}/rows`, login);

/** Apteka1's current-quarter report of each report-detail type; all but 1007 (a cube link) open the detail from the overview. */
const detailIds: Record<string, number> = {
  PHARMACIST_MOTIVATION: 1004,
  PREVENT_STOCKOUT: 1006,
  PROCUREMENT_PLAN: 1007,
  SALES_PLAN: 1009,
  PRIORITY_SALE: 1011,
  EVENT_COMPENSATION: 1025,
};

describe('GET /api/reports/report/{id} and /rows', () => {
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
    expectMessage(await rows(1001), 404, 'У отчёта №1001 нет таблицы строк');
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
