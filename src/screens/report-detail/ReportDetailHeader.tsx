import { useSelector } from '@xstate/react';
import { reportFreshnessLabel, reportPeriodLabel } from '../../domain/report-detail';
import {
  selectLoadingReport,
  selectReport,
  selectReportError,
  type ReportDetailActor,
} from '../../machines/report-detail.machine';

/** The report's name, its quarter and how fresh its data is; 'Загрузка..' until it comes. */
export function ReportDetailHeader({ actor }: { actor: ReportDetailActor }) {
  const report = useSelector(actor, selectReport);
  const loading = useSelector(actor, selectLoadingReport);
  const error = useSelector(actor, selectReportError);
  return (
    <header className="report-detail__header">
      <h1 id="report-detail-title">{report?.name ?? 'Отчёт'}</h1>
      {loading && <p role="status">Загрузка..</p>}
      {error && (
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
            <dd>{reportFreshnessLabel(report.dataFreshness)}</dd>
          </div>
        </dl>
      )}
    </header>
  );
}
