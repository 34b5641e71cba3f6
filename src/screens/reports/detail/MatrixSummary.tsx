import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../../domain/shared/format';
import { normalizeInitiativeType } from '../../../domain/shared/initiative-types';
import { selectReport, type ReportDetailActor } from '../../../machines/reports/report-detail.machine';
import { matrixSummaryOperation, shownSummaryFailure } from '../../../machines/reports/matrix-summary';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useRemoteOperation } from '../../../ui/use-remote-operation';

/** The summary block, for a mandatory matrix's report only. */
export function MatrixSummaryOfReport({ actor }: { actor: ReportDetailActor }) {
  const report = useSelector(actor, selectReport);
  if (!report || normalizeInitiativeType(report.type) !== 'MANDATORY_MATRIX') return null;
  return <MatrixSummary initiativeId={report.id} />;
}

/**
 * 'Итоги обязательной матрицы': how many matrix positions the pharmacy keeps on average, how many
 * are missing, the fulfilment and the bonus earned and forecast (the summary call of reports §7).
 * The levels of the bonus are the report's own table, below.
 */
function MatrixSummary({ initiativeId }: { initiativeId: number }) {
  const summary = useRemoteOperation(matrixSummaryOperation, { initiativeId });
  const { data, loading } = summary;
  const failure = shownSummaryFailure(summary.failure);
  if (failure) {
    return <RetryAlert what="Не удалось загрузить итоги обязательной матрицы" message={failure.message} onRetry={summary.retry} />;
  }
  if (!data) return loading ? <p role="status">Загрузка итогов матрицы...</p> : null;
  const facts: Array<[string, string]> = [
    ['Позиций в матрице', formatNumber(data.positionsTotal)],
    ['В наличии, в среднем', formatNumber(data.existedNumberOfPosition, 1)],
    ['Отсутствует, в среднем', formatNumber(data.absentNumberOfPosition, 1)],
    ['Выполнение матрицы, %', formatNumber(data.mtxPercent, 2)],
    ['Заработано, руб.', formatMoney(data.earned)],
    ['Прогноз на конец периода, руб.', formatMoney(data.expected)],
  ];
  return (
    <section className="report-detail__summary" aria-labelledby="matrix-summary-title">
      <h2 id="matrix-summary-title">Итоги обязательной матрицы</h2>
      <dl className="report-detail__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
