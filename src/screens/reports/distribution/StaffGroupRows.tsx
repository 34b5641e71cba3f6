import { useState } from 'react';
import { formatMoney, formatPoints } from '../../../domain/shared/format';
import { shownBoxText } from '../../../domain/shared/number-entry';
import { readCost, type RewardGroup } from '../../../domain/reports/rewards';
import { NumberBox } from '../../../ui/number/NumberBox';

interface StaffGroupRowsProps {
  group: RewardGroup;
  costText: string;
  /** Called with a cost the box committed and read: the group's money follows it. */
  onCostChange: (text: string) => void;
}

/**
 * One staff group: a heading row with the group's name, its cost per point and its sums, then one
 * row per employee. Each group has its own colour (distribution.css, by group). The cost counts
 * when it is committed (Enter, Tab, leaving the box); a refused one is put back and said under it.
 */
export function StaffGroupRows({ group, costText, onCostChange }: StaffGroupRowsProps) {
  const [restored, setRestored] = useState<string | null>(null);
  return (
    <tbody className={`distribution__group distribution__group--${group.group}`}>
      <tr className="distribution__group-row">
        <th scope="row" colSpan={2}>
          {group.name}
        </th>
        <td colSpan={3}>
          {/* The box inside its label: a click on the words reaches it, and its own name says the group. */}
          <label className="distribution__cost">
            Стоимость балла, руб.{' '}
            <NumberBox
              label={`Стоимость балла, руб.: ${group.name}`}
              className="field__input distribution__cost-input"
              inputMode="decimal"
              money
              text={costText}
              read={readCost}
              refusedOnLeave="restore"
              keptText={(committed) => `Стоимость остаётся ${shownBoxText(committed, true)}`}
              onCommit={onCostChange}
              onRestored={setRestored}
            />
          </label>
          {restored && (
            <p className="field__reason distribution__restored" role="status">
              {restored}
            </p>
          )}
        </td>
        <td className="distribution__number">{formatPoints(group.pointsSum)}</td>
        <td className="distribution__number">{formatMoney(group.money)}</td>
      </tr>
      {group.rows.length === 0 ? (
        <tr>
          <td colSpan={7} className="distribution__empty">
            Нет данных
          </td>
        </tr>
      ) : (
        group.rows.map((employee) => (
          <tr key={employee.id}>
            <td>{employee.name}</td>
            <td>{employee.id}</td>
            <td className="distribution__number">{formatPoints(employee.productOfTheDayPoints)}</td>
            <td className="distribution__number">{formatPoints(employee.privateLabelPoints)}</td>
            <td className="distribution__number">{formatPoints(employee.motivationPoints)}</td>
            <td className="distribution__number">{formatPoints(employee.pointsSum)}</td>
            <td className="distribution__number">{formatMoney(employee.money)}</td>
          </tr>
        ))
      )}
    </tbody>
  );
}
