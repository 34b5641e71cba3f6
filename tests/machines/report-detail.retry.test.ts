import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Report, ReportRows } from '../../src/api/contract/reports';
import { ApiError } from '../../src/api/shared/http';
import {
  reportDetailMachine,
  selectCanRetry,
  selectReport,
  selectReportError,
  selectReportRows,
} from '../../src/machines/reports/report-detail.machine';

const report: Report = {
  id: 101,
  name: 'План продаж',
  type: 'SALES_PLAN',
  from: 1775001600,
  to: 1782863999,
  period: null,
  dataFreshness: null,
};
const rows: ReportRows = { layout: 'salesPlan', rows: [] };

/** Each load answers from its queue: an Error is thrown, anything else returned. */
function startDetail(reportId: string, answers: { report: Array<Report | Error>; rows: Array<ReportRows | Error> }) {
  const asked = { report: 0, rows: 0 };
  const next = <T>(queue: Array<T | Error>): T => {
    const answer = queue.shift()!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = reportDetailMachine.provide({
    actors: {
      loadReport: fromPromise<Report, { id: number }>(async () => (asked.report++, next(answers.report))),
      loadRows: fromPromise<ReportRows, { id: number; type: string }>(async () => (asked.rows++, next(answers.rows))),
    },
  });
  const actor = createActor(machine, { input: { reportId } }).start();
  return { actor, asked, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe("report detail: 'Повторить' after a failed load", () => {
  it('the header failed: retry asks for the header again, then the rows, and the report shows', async () => {
    const sut = startDetail('101', { report: [new ApiError(503, 'Отчёты временно недоступны'), report], rows: [rows] });
    await sut.settle();
    expect(selectReportError(sut.actor.getSnapshot())).toBe('Отчёты временно недоступны');
    expect(selectCanRetry(sut.actor.getSnapshot())).toBe(true);
    sut.actor.send({ type: 'retry' });
    expect(selectReportError(sut.actor.getSnapshot())).toBeNull();
    await sut.settle();
    await sut.settle();
    expect(sut.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(selectReport(sut.actor.getSnapshot())).toEqual(report);
    expect(selectReportRows(sut.actor.getSnapshot())).toEqual(rows);
    expect(sut.asked).toEqual({ report: 2, rows: 1 });
  });

  it('the rows failed: retry asks only for the rows, the header stays', async () => {
    const sut = startDetail('101', { report: [report], rows: [new ApiError(500, 'Строки отчёта недоступны'), rows] });
    await sut.settle();
    await sut.settle();
    expect(selectReportError(sut.actor.getSnapshot())).toBe('Строки отчёта недоступны');
    sut.actor.send({ type: 'retry' });
    expect(sut.actor.getSnapshot().matches('loadingRows')).toBe(true);
    expect(selectReport(sut.actor.getSnapshot())).toEqual(report);
    await sut.settle();
    expect(sut.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(sut.asked).toEqual({ report: 1, rows: 2 });
  });

  it('an address that is not a report number has nothing to retry', () => {
    const sut = startDetail('12abc', { report: [], rows: [] });
    expect(selectCanRetry(sut.actor.getSnapshot())).toBe(false);
    sut.actor.send({ type: 'retry' });
    expect(sut.actor.getSnapshot().matches('failure')).toBe(true);
    expect(sut.asked).toEqual({ report: 0, rows: 0 });
  });
});
