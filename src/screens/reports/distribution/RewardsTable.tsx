import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { rewardGroups } from '../../../domain/reports/rewards';
import { selectDistribution, selectRewardsError, selectRewardsLoading, type RewardsLoadActor } from '../../../machines/reports/rewards.machine';
import { selectCostTexts, type RewardsCostsActor } from '../../../machines/reports/rewards-costs.machine';
import { RetryAlert } from '../../../ui/RetryAlert';
import { StaffGroupRows } from './StaffGroupRows';

interface RewardsTableProps {
  load: RewardsLoadActor;
  costs: RewardsCostsActor;
}

/** The staff table: owner, manager and cashiers, each group under its own cost per point. */
export function RewardsTable({ load, costs }: RewardsTableProps) {
  const distribution = useSelector(load, selectDistribution);
  const loading = useSelector(load, selectRewardsLoading);
  const error = useSelector(load, selectRewardsError);
  const costTexts = useSelector(costs, selectCostTexts);
  const groups = useMemo(() => (distribution ? rewardGroups(distribution, costTexts) : []), [distribution, costTexts]);

  // A failed load is said in place of the table, with the same request again one click away.
  if (error) return <RetryAlert what="Не удалось загрузить баллы сотрудников" message={error.message} onRetry={() => load.send({ type: 'retry' })} />;
  return (
    <div className="distribution__table-area" aria-busy={loading}>
      <table className="distribution__table">
        <caption className="distribution__caption">Баллы сотрудников и их сумма в рублях</caption>
        <thead>
          <tr>
            <th scope="col">Сотрудник</th>
            <th scope="col">Табельный номер / ИНН</th>
            <th scope="col" className="distribution__number">Баллы «Товар дня»</th>
            <th scope="col" className="distribution__number">Баллы СТМ</th>
            <th scope="col" className="distribution__number">Баллы мотивации</th>
            <th scope="col" className="distribution__number">Всего баллов</th>
            <th scope="col" className="distribution__number">Сумма, руб.</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <StaffGroupRows
            key={group.group}
            group={group}
            costText={costTexts[group.group]}
            onCostChange={(text) => costs.send({ type: 'rewards.changeCost', group: group.group, text })}
          />
        ))}
      </table>
      {loading && (
        <div className="distribution__overlay" role="status">
          Загрузка данных...
        </div>
      )}
    </div>
  );
}
