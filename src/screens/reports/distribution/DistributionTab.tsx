import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAuthSelector } from '../../../ui/app-context';
import { selectPharmacy, selectUserName } from '../../../machines/session/auth.selectors';
import { readRememberedPeriod } from '../../../machines/reports/period-selection.storage';
import { selectRewardsError } from '../../../machines/reports/rewards.machine';
import { rewardsDistributionMachine, selectCostsActor, selectLoadActor, selectPeriodActor } from '../../../machines/reports/rewards-distribution.machine';
import { selectCostsDraft, selectCostsNotice, type RewardsCostsActor } from '../../../machines/reports/rewards-costs.machine';
import { keptCostsTexts } from '../../../machines/reports/rewards-costs.kept';
import { DraftBar } from '../../orders/send/DraftBar';
import { PeriodSelection } from '../../../ui/period/PeriodSelection';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { RewardsTable } from './RewardsTable';
import '../../../styles/distribution.css';

/**
 * The rewards distribution tab: a year and quarter (2019 to now; Q1 2019 disabled; a quarter
 * later than the current one falls back to the current), and the staff's points of that quarter
 * turned into money at each group's cost per point. It opens on the period this user chose last
 * here (spec: "The last selected period is remembered"). The tab's machine asks for every period
 * chosen (rewards-distribution.machine.ts).
 */
export function DistributionTab() {
  const pharmacy = useAuthSelector(selectPharmacy);
  // Under the protected route the pharmacy is always known; the check keeps the types honest.
  return pharmacy ? <Distribution pharmacyId={pharmacy.id} /> : null;
}

function Distribution({ pharmacyId }: { pharmacyId: number }) {
  const userName = useAuthSelector(selectUserName);
  // The clock is read once: the years and the fallback quarter do not move under the user.
  const [input] = useState(() => ({ now: new Date(), userName, pharmacyId, remembered: readRememberedPeriod(userName, localStorage, 'rewards') }));
  const distribution = useActorRef(rewardsDistributionMachine, { input });
  const load = useSelector(distribution, selectLoadActor);
  const costs = useSelector(distribution, selectCostsActor);

  // The tab screen opens the error modal for every new error; the table shows the message too.
  useErrorModalOn(useSelector(load, selectRewardsError));

  return (
    <section className="distribution" aria-labelledby="distribution-title">
      <h2 id="distribution-title">Распределение вознаграждений</h2>
      <PeriodSelection actor={useSelector(distribution, selectPeriodActor)} legend="Период начисления баллов" />
      <CostsDraft costs={costs} />
      <RewardsTable load={load} costs={costs} />
    </section>
  );
}

/** Where the typed costs per point stand (kept for the next visit and other browsers), and «Очистить черновик». */
function CostsDraft({ costs }: { costs: RewardsCostsActor }) {
  return (
    <DraftBar
      draft={useSelector(costs, selectCostsDraft)}
      notice={useSelector(costs, selectCostsNotice)}
      onDismiss={() => costs.send({ type: 'rewards.noticeSeen' })}
      onDiscard={() => costs.send({ type: 'rewards.resetCosts' })}
      explained={{ everywhere: keptCostsTexts.explained, here: keptCostsTexts.explainedHere }}
      asksBeforeLeaving={false}
    />
  );
}
