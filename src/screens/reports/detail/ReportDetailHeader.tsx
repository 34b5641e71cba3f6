import { useSelector } from '@xstate/react';
import { reportFreshnessLabel, reportFreshnessNote, reportPeriodLabel } from '../../../domain/reports/report-detail';
import { RetryAlert } from '../../../ui/RetryAlert';
import {
  selectCanRetry,
  selectLoadingReport,
  selectReport,
  selectReportError,
  type ReportDetailActor,
} from '../../../machines/reports/report-detail.machine';

/** The report's name, its quarter and how fresh its data is; 'Загрузка..' until it comes. */
export function ReportDetailHeader({ actor }: { actor: ReportDetailActor }) {
  const report = useSelector(actor, selectReport);
  const loading = useSelector(actor, selectLoadingReport);
  const error = useSelector(actor, selectReportError);
  const canRetry = useSelector(actor, selectCanRetry);
  return (
    <header className="report-detail__header">
      <h1 id="report-detail-title">{report?.name ?? 'Отчёт'}</h1>
      {loading && <p role="status">Загрузка..</p>}
      {/* In place of the table: a failed load is never an empty report. */}
      {error && canRetry && <RetryAlert what="Не удалось загрузить отчёт" message={error} onRetry={() => actor.send({ type: 'retry' })} />}
      {error && !canRetry && (
        <p role="alert" className="report-detail__error">
          {error}
        </p>
      )}
      {report && (
        <dl className="report-detail__facts">
          <div>
            <dt>Период</dt>
            <dd>{reportPeriodLabel(report)}</dd>
          </div>
          <div>
            <dt>Дата актуальности данных</dt>
            <dd>
              {reportFreshnessLabel(report.dataFreshness)}
              {reportFreshnessNote(report.dataFreshness) && <span className="report-detail__fact-note"> — {reportFreshnessNote(report.dataFreshness)}</span>}
            </dd>
          </div>
        </dl>
      )}
    </header>
  );
}
