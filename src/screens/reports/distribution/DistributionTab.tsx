import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAuthSelector } from '../../../ui/app-context';
import { selectUserName } from '../../../machines/auth.selectors';
import { periodSelectionMachine } from '../../../machines/period-selection.machine';
import { samePeriod, selectPeriod } from '../../../machines/period-selection.selectors';
import { readRememberedPeriod } from '../../../machines/period-selection.storage';
import { rewardsCostsMachine, rewardsLoadMachine, selectRewardsError } from '../../../machines/rewards.machine';
import { PeriodSelection } from '../../../ui/period/PeriodSelection';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { RewardsTable } from './RewardsTable';
import '../../../styles/distribution.css';

/**
 * The rewards distribution tab: a year and quarter (2019 to now; Q1 2019 disabled; a quarter
 * later than the current one falls back to the current), and the staff's points of that quarter
 * turned into money at each group's cost per point. It opens on the period this user chose last
 * here (spec: "The last selected period is remembered").
 */
export function DistributionTab() {
  const userName = useAuthSelector(selectUserName);
  // The clock is read once: the years and the fallback quarter do not move under the user.
  const [input] = useState(() => ({
    variant: 'rewards' as const,
    now: new Date(),
    userName,
    remembered: readRememberedPeriod(userName, localStorage, 'rewards'),
  }));
  const periodActor = useActorRef(periodSelectionMachine, { input });
  const load = useActorRef(rewardsLoadMachine);
  const costs = useActorRef(rewardsCostsMachine);
  const period = useSelector(periodActor, selectPeriod, samePeriod);

  // Every chosen period is asked for once; the answer of an older choice is dropped.
  useEffect(() => {
    if (period) load.send({ type: 'request', params: period });
  }, [load, period]);

  // The tab screen opens the error modal for every new error; the table shows the message too.
  useErrorModalOn(useSelector(load, selectRewardsError));

  return (
    <section className="distribution" aria-labelledby="distribution-title">
      <h2 id="distribution-title">Распределение вознаграждений</h2>
      <PeriodSelection actor={periodActor} legend="Период начисления баллов" />
      <RewardsTable load={load} costs={costs} />
    </section>
  );
}
