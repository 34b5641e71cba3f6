import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Pharmacy } from '../../../api/contract/pharmacy';
import { useAuthSelector } from '../../../ui/app-context';
import { selectPharmacy, selectUserName } from '../../../machines/session/auth.selectors';
import {
  overviewMachine,
  type CommonBonusesActor,
  type InitiativesReportActor,
  type PeriodSelectionActor,
} from '../../../machines/reports/overview.machine';
import { selectBonusesActor, selectBonusesError, selectPeriodActor, selectReportActor, selectReportError } from '../../../machines/reports/overview.selectors';
import { selectQuartersError, selectQuartersUnknown } from '../../../machines/reports/period-selection.selectors';
import { readRememberedPeriod } from '../../../machines/reports/period-selection.storage';
import { PeriodSelection } from '../../../ui/period/PeriodSelection';
import { RetryAlert } from '../../../ui/RetryAlert';
import { PharmacyPurchaseBlock } from './pharmacy-purchase/PharmacyPurchaseBlock';
import { reportsTabUrl, tabTitles, type TabScreenProps } from '../../../ui/report-tabs';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { AnalyticsButton } from './AnalyticsButton';
import { BonusComparison } from './BonusComparison';
import { ExportInitiativesButton } from './ExportInitiativesButton';
import { OverviewFreshness } from './OverviewFreshness';
import { OverviewTable } from './OverviewTable';
import '../../../styles/reports-overview.css';

/** The common tab: the pharmacy's initiatives of a quarter and its bonus against other pharmacies. */
export function OverviewTab({ isTabShown }: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  // Under the protected route the pharmacy is always known; the check keeps the types honest.
  return pharmacy ? <Overview pharmacy={pharmacy} isTabShown={isTabShown} /> : null;
}

function Overview({ pharmacy, isTabShown }: { pharmacy: Pharmacy } & TabScreenProps) {
  const userName = useAuthSelector(selectUserName);
  // The clock is read once, when the tab opens: expiry and the current quarter hold for its lifetime.
  const [input] = useState(() => ({
    now: new Date(),
    pharmacyId: pharmacy.id,
    pharmacyFreshness: pharmacy.dataFreshness,
    userName,
    remembered: readRememberedPeriod(userName),
  }));
  const overview = useActorRef(overviewMachine, { input });
  const period = useSelector(overview, selectPeriodActor);
  const report = useSelector(overview, selectReportActor);
  const bonuses = useSelector(overview, selectBonusesActor);
  return (
    <div className="overview">
      <OverviewErrors period={period} report={report} bonuses={bonuses} />
      <PharmacyPurchaseBlock pharmacyId={pharmacy.id} />
      <div className="overview__toolbar">
        <PeriodSelection actor={period} />
        {/* The rewards distribution is kept out of the tab list (spec): it is reached from here. */}
        <Link className="button overview__distribution-link" to={reportsTabUrl('distribution')}>
          {tabTitles.distribution}
        </Link>
        <div className="overview__actions">
          {pharmacy.software.acceptInitiatives && <ExportInitiativesButton pharmacyId={pharmacy.id} />}
          <AnalyticsButton />
        </div>
      </div>
      <QuartersRetry period={period} />
      <OverviewFreshness report={report} />
      <OverviewTable overview={overview} isTabShown={isTabShown} />
      <BonusComparison bonuses={bonuses} report={report} />
    </div>
  );
}

/** The quarters with data could not be asked for: said under the selector, with 'Повторить'. */
function QuartersRetry({ period }: { period: PeriodSelectionActor }) {
  const unknown = useSelector(period, selectQuartersUnknown);
  const error = useSelector(period, selectQuartersError);
  if (!unknown || !error) return null;
  return <RetryAlert what="Не удалось узнать, за какие кварталы есть данные" message={error.message} onRetry={() => period.send({ type: 'period.retry' })} />;
}

/** Each new failure of the tab's loads opens the error modal. */
function OverviewErrors({ period, report, bonuses }: { period: PeriodSelectionActor; report: InitiativesReportActor; bonuses: CommonBonusesActor }) {
  useErrorModalOn(useSelector(period, selectQuartersError));
  useErrorModalOn(useSelector(report, selectReportError));
  useErrorModalOn(useSelector(bonuses, selectBonusesError));
  return null;
}
