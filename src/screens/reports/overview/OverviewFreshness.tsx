import { useSelector } from '@xstate/react';
import { overviewFreshnessText } from '../../../domain/overview';
import type { InitiativesReportActor } from '../../../machines/overview.machine';
import { selectReport } from '../../../machines/overview.selectors';

/** 'Дата актуальности данных: DD.MM.YYYY' of the report shown; nothing when the distributor has not said. */
export function OverviewFreshness({ report }: { report: InitiativesReportActor }) {
  const dataFreshness = useSelector(report, (snapshot) => selectReport(snapshot)?.dataFreshness ?? null);
  const text = overviewFreshnessText(dataFreshness);
  return text ? <p className="overview__freshness">{text}</p> : null;
}
