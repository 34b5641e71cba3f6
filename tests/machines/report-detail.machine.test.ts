import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Report, ReportRows } from '../../src/api/contract/reports';
import { ApiError, toApiError } from '../../src/api/shared/http';
import {
  parseReportId,
  reportDetailMachine,
  selectLoadingReport,
  selectLoadingRows,
  selectReport,
  selectReportError,
  selectReportRows,
  selectWithoutTable,
} from '../../src/machines/reports/report-detail.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof reportDetailMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

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
/** A type with no table: the overview's internal-page fallback opens it, and no rows are asked. */
const established: Report = { ...report, name: 'Установленный заказ', type: 'ESTABLISHED_ORDER' };

/** The machine with both loads faked: the test decides when and how each ends. */
function startDetail(reportId: string) {
  const reports: Array<{ id: number } & Deferred<Report>> = [];
  const rowLoads: Array<{ id: number; type?: string } & Deferred<ReportRows>> = [];
  const later = <T>(list: Array<{ id: number; type?: string } & Deferred<T>>, id: number, type?: string) =>
    new Promise<T>((resolve, reject) => list.push({ id, type, resolve, reject }));
  const machine = reportDetailMachine.provide({
    actors: {
      loadReport: fromPromise<Report, { id: number }>(({ input }) => later(reports, input.id)),
      loadRows: fromPromise<ReportRows, { id: number; type: string }>(({ input }) => later(rowLoads, input.id, input.type)),
    },
  });
  const actor = createActor(machine, { input: { reportId } }).start();
  return { actor, reports, rowLoads, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

const events = [
  { type: 'xstate.done.actor.loadReport', output: report },
  { type: 'xstate.done.actor.loadReport', output: established },
  { type: 'xstate.error.actor.loadReport', error: new ApiError(404, 'Отчёт №101 не найден') },
  { type: 'xstate.done.actor.loadRows', output: rows },
  { type: 'xstate.error.actor.loadRows', error: new ApiError(500, 'Строки отчёта недоступны') },
] as never[];

const where = (snapshot: Snapshot) => `${String(snapshot.value)}, ${snapshot.context.report ? 'header' : 'no header'}`;

const shows = (loadingReport: boolean, loadingRows: boolean, header: string | null, rowCount: number | null, error: string | null) => ({
  loadingReport,
  loadingRows,
  header,
  rowCount,
  error,
});
// By hand, per address: 'Загрузка..' of the header, 'Загрузка' of the rows, the header's name,
// the rows shown, and the message in place.
const expectedFor: Record<string, Record<string, ReturnType<typeof shows>>> = {
  '101': {
    'loadingReport, no header': shows(true, false, null, null, null),
    'loadingRows, header': shows(false, true, 'План продаж', null, null),
    'loaded, header': shows(false, false, 'План продаж', 0, null),
    'failure, no header': shows(false, false, null, null, 'Отчёт №101 не найден'),
    'failure, header': shows(false, false, 'План продаж', null, 'Строки отчёта недоступны'),
    // The header alone: no rows are asked, nothing loads, no error.
    'withoutTable, header': shows(false, false, 'Установленный заказ', null, null),
  },
  abc: {
    'failure, no header': shows(false, false, null, null, 'Ошибка: «abc» — не номер отчёта'),
  },
};

describe.each(['101', 'abc'])(
  'report detail machine, every shortest path, for the address %s, checked against what the user sees',
  (reportId) => {
    const paths = getShortestPaths(reportDetailMachine, { events, serializeState: where as never, input: { reportId } });
    const expected = expectedFor[reportId];

    it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

    for (const path of paths) {
      it(describePath(path), async () => {
        const sut = startDetail(reportId);
        await walkAndSee(path, {
          play: async (event: { type: string; output?: never; error?: unknown }) => {
            const pending = (event.type.endsWith('loadReport') ? sut.reports : sut.rowLoads).at(-1)!;
            if (event.type.startsWith('xstate.done')) pending.resolve(event.output as never);
            else pending.reject(event.error);
            await sut.settle();
          },
          current: () => sut.actor.getSnapshot(),
          where,
          see: () => {
            const snapshot = sut.actor.getSnapshot();
            return shows(
              selectLoadingReport(snapshot),
              selectLoadingRows(snapshot),
              selectReport(snapshot)?.name ?? null,
              selectReportRows(snapshot)?.rows.length ?? null,
              selectReportError(snapshot),
            );
          },
          expected,
        });
      });
    }
  },
);

describe('report detail machine, by the spec', () => {
  it('loads the report by its id, then its rows', async () => {
    const sut = startDetail('101');
    expect(selectLoadingReport(sut.actor.getSnapshot())).toBe(true);
    expect(sut.reports.map((load) => load.id)).toEqual([101]);
    expect(sut.rowLoads).toHaveLength(0);
    sut.reports[0].resolve(report);
    await sut.settle();
    expect(selectLoadingRows(sut.actor.getSnapshot())).toBe(true);
    // The rows come from the call of the report's table, chosen by the header's type.
    expect(sut.rowLoads.map(({ id, type }) => ({ id, type }))).toEqual([{ id: 101, type: 'SALES_PLAN' }]);
    sut.rowLoads[0].resolve(rows);
    await sut.settle();
    expect(sut.actor.getSnapshot().value).toBe('loaded');
    expect(sut.actor.getSnapshot().context).toMatchObject({ report, rows, error: null });
  });

  it('asks no rows for a type without a table, and shows its header without an error', async () => {
    const sut = startDetail('101');
    sut.reports[0].resolve(established);
    await sut.settle();
    expect(selectWithoutTable(sut.actor.getSnapshot())).toBe(true);
    expect(selectReport(sut.actor.getSnapshot())?.name).toBe('Установленный заказ');
    expect(selectReportError(sut.actor.getSnapshot())).toBeNull();
    expect(sut.rowLoads).toHaveLength(0);
  });

  it('keeps the header when the rows fail, and shows their message', async () => {
    const sut = startDetail('101');
    sut.reports[0].resolve(report);
    await sut.settle();
    sut.rowLoads[0].reject(new ApiError(500, 'Строки отчёта недоступны'));
    await sut.settle();
    expect(selectReportError(sut.actor.getSnapshot())).toBe('Строки отчёта недоступны');
    expect(sut.actor.getSnapshot().context.report).toEqual(report);
  });

  it("falls back to 'Ошибка' when a failure has no message", async () => {
    const sut = startDetail('101');
    sut.reports[0].reject(new Error(''));
    await sut.settle();
    expect(selectReportError(sut.actor.getSnapshot())).toBe('Ошибка');
  });

  it("shows 'Ошибка', not the generic dialog's fallback, when the server's error answer has no message", async () => {
    const sut = startDetail('101');
    sut.reports[0].reject(toApiError({ status: 500, data: {} }));
    await sut.settle();
    expect(selectReportError(sut.actor.getSnapshot())).toBe('Ошибка');
  });

  it('refuses an address that is not a report number, without asking the gateway', () => {
    const sut = startDetail('12abc');
    expect(sut.reports).toHaveLength(0);
    expect(selectReportError(sut.actor.getSnapshot())).toBe('Ошибка: «12abc» — не номер отчёта');
  });

  it.each([
    ['101', 101],
    ['0', null],
    ['-5', null],
    ['1.5', null],
    ['', null],
    ['9'.repeat(16), null],
  ])('reads %j as %j', (text, id) => {
    expect(parseReportId(text)).toBe(id);
  });
});
