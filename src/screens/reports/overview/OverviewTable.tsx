import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import { overviewNotServedText } from '../../../domain/reports/answered-quarter';
import { buildOverview } from '../../../domain/reports/overview';
import type { Period } from '../../../domain/shared/quarters';
import type { InitiativesReportActor, OverviewActor } from '../../../machines/reports/overview.machine';
import {
  selectExpanded,
  selectNow,
  selectQuarterChosen,
  selectReport,
  selectReportActor,
  selectReportError,
  selectLiveFailure,
  selectReportLoading,
  selectReportNotServed,
  selectReportPeriod,
} from '../../../machines/reports/overview.selectors';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useNearView } from '../../../ui/use-near-view';
import type { GridTree } from '../../../ui/grid/tree-rows';
import type { TabScreenProps } from '../../../ui/report-tabs';
import { overviewColumns } from './overview-columns';
import { OverviewTableBar } from './OverviewTableBar';
import { overviewLines, overviewTotals, type OverviewLine } from './overview-lines';

/**
 * The report as the table shows it. React renders what the machine's selectors give at once, in the
 * task that brought it; the table takes it deferred, as one value so that loading, the rows and a
 * failure change together, and React renders it in slices of a few milliseconds.
 */
function useReportAnswer(reportActor: InitiativesReportActor) {
  const loading = useSelector(reportActor, selectReportLoading);
  const report = useSelector(reportActor, selectReport);
  const period = useSelector(reportActor, selectReportPeriod);
  const failure = useSelector(reportActor, selectReportError);
  const notServed = useSelector(reportActor, selectReportNotServed);
  return useMemo(() => ({ loading, report, period, failure, notServed }), [loading, report, period, failure, notServed]);
}

const lineKey = (line: OverviewLine) => line.key;

/** A quarter the back end does not answer is said so, never 'Нет данных': it may well have initiatives. */
const emptyText = (quarterChosen: boolean, notServed: Period | null): string => {
  if (!quarterChosen) return 'Выберите квартал';
  return notServed ? overviewNotServedText(notServed) : 'Нет данных';
};
const expiredClass = (line: OverviewLine) => (line.expired ? 'overview__row--expired' : undefined);

/** The initiatives of the quarter grouped by super-type, with 'Итого' under them. */
export function OverviewTable({ overview, isTabShown }: { overview: OverviewActor } & TabScreenProps) {
  const reportActor = useSelector(overview, selectReportActor);
  const quarterChosen = useSelector(overview, selectQuarterChosen);
  const expanded = useSelector(overview, selectExpanded);
  const now = useSelector(overview, selectNow);
  const { loading, report, period, failure, notServed } = useDeferredValue(useReportAnswer(reportActor));

  // The table is of the period the report was asked for, whatever the selector shows meanwhile.
  const table = useMemo(() => (report && period ? buildOverview(report.initiatives, period, now) : null), [report, period, now]);
  const lines = useMemo(() => overviewLines(table), [table]);
  const columns = useMemo(() => overviewColumns(period, isTabShown), [period, isTabShown]);
  const tree = useMemo<GridTree<OverviewLine>>(
    () => ({
      childrenOf: (line) => line.children,
      expanded: new Set(expanded),
      onToggle: (superType) => overview.send({ type: 'overview.toggleGroup', superType }),
      nameOf: (line) => line.name,
    }),
    [expanded, overview],
  );

  // A failed load is not 'Нет данных': a pharmacist would conclude there are no initiatives.
  const error = useMemo(
    () => (failure ? { what: 'Не удалось загрузить инициативы за квартал', message: failure.message, onRetry: () => reportActor.send({ type: 'retry' }) } : null),
    [failure, reportActor],
  );
  const groups = useMemo(() => lines.filter((line) => line.children.length > 0).map((line) => line.key), [lines]);
  const anyExpired = useMemo(() => lines.some((line) => line.children.some((child) => child.expired)), [lines]);
  // On a phone the table stands under the pharmacy's purchases and the toolbar, below the first
  // screen: it is drawn once it comes into view, the page is scrolled, or a key or the pointer is
  // pressed, not in the tasks that make the tab usable (its mount was a task of 230 ms at a phone's
  // speed). On a wider screen it is drawn at once, even where a laptop's 720 px show only its top.
  // A failed load is drawn at once too: its alert with 'Повторить' is no 'Загрузка...'.
  const [place, near] = useNearView<HTMLDivElement>({ inView: true, phoneOnly: true });
  // The live figures of the current quarter that could not be read: the table shows the last load's.
  const liveFailure = useSelector(reportActor, selectLiveFailure);
  return (
    <>
      <OverviewTableBar overview={overview} groups={quarterChosen ? groups : []} expanded={expanded} anyExpired={quarterChosen && anyExpired} />
      <div ref={place} className="overview__table">
        {liveFailure && (
          <RetryAlert
            what="Не удалось загрузить сегодняшние данные"
            message={`${liveFailure} В таблице — данные последней загрузки.`}
            onRetry={() => askReportAgain(reportActor)}
          />
        )}
        {near || error ? (
          <DataGrid
            label="Инициативы аптеки за квартал"
            columns={columns}
            rows={quarterChosen ? lines : []}
            rowKey={lineKey}
            tree={tree}
            totals={overviewTotals(table)}
            rowClassName={expiredClass}
            loading={loading}
            loadingText="Загрузка..."
            error={error}
            emptyText={emptyText(quarterChosen, notServed)}
          />
        ) : (
          <TableSpace />
        )}
      </div>
    </>
  );
}

/** The report asked for again, with the same period and pharmacy. */
function askReportAgain(reportActor: InitiativesReportActor) {
  const { params } = reportActor.getSnapshot().context;
  if (params) reportActor.send({ type: 'request', params });
}

/** Where the table will stand, as tall as the table while it loads, until it is drawn. */
function TableSpace() {
  return (
    <div className="grid overview__table-space">
      <p className="grid__message-text" role="status">
        Загрузка...
      </p>
    </div>
  );
}
