import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAuthSelector } from '../../../ui/app-context';
import { selectUserName } from '../../../machines/session/auth.selectors';
import { readRememberedPeriod } from '../../../machines/reports/period-selection.storage';
import { selectRewardsError } from '../../../machines/reports/rewards.machine';
import { rewardsDistributionMachine, selectCostsActor, selectLoadActor, selectPeriodActor } from '../../../machines/reports/rewards-distribution.machine';
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
  const userName = useAuthSelector(selectUserName);
  // The clock is read once: the years and the fallback quarter do not move under the user.
  const [input] = useState(() => ({ now: new Date(), userName, remembered: readRememberedPeriod(userName, localStorage, 'rewards') }));
  const distribution = useActorRef(rewardsDistributionMachine, { input });
  const load = useSelector(distribution, selectLoadActor);

  // The tab screen opens the error modal for every new error; the table shows the message too.
  useErrorModalOn(useSelector(load, selectRewardsError));

  return (
    <section className="distribution" aria-labelledby="distribution-title">
      <h2 id="distribution-title">Распределение вознаграждений</h2>
      <PeriodSelection actor={useSelector(distribution, selectPeriodActor)} legend="Период начисления баллов" />
      <RewardsTable load={load} costs={useSelector(distribution, selectCostsActor)} />
    </section>
  );
}
