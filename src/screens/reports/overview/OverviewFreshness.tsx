import { useSelector } from '@xstate/react';
import { overviewFreshnessText } from '../../../domain/reports/overview';
import type { InitiativesReportActor } from '../../../machines/reports/overview.machine';
import { selectReport } from '../../../machines/reports/overview.selectors';

/** 'Дата актуальности данных: DD.MM.YYYY' of the report shown; an empty line when the distributor has not said. */
export function OverviewFreshness({ report }: { report: InitiativesReportActor }) {
  const dataFreshness = useSelector(report, (snapshot) => selectReport(snapshot)?.dataFreshness ?? null);
  const text = overviewFreshnessText(dataFreshness);
  // The line is kept while the report loads (and when there is nothing to say), so the table under
  // it does not move down when the date comes.
  return <p className="overview__freshness">{text}</p>;
}
