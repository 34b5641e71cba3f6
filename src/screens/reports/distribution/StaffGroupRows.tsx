import { useId } from 'react';
import { formatMoney, formatPoints } from '../../../domain/shared/format';
import type { RewardGroup } from '../../../domain/reports/rewards';

interface StaffGroupRowsProps {
  group: RewardGroup;
  costText: string;
  onCostChange: (text: string) => void;
}

/**
 * One staff group: a heading row with the group's name, its cost per point and its sums, then one
 * row per employee. Each group has its own colour (distribution.css, by group).
 */
export function StaffGroupRows({ group, costText, onCostChange }: StaffGroupRowsProps) {
  const inputId = useId();
  return (
    <tbody className={`distribution__group distribution__group--${group.group}`}>
      <tr className="distribution__group-row">
        <th scope="row" colSpan={2}>
          {group.name}
        </th>
        <td colSpan={3}>
          <label className="distribution__cost" htmlFor={inputId}>
            Стоимость балла, руб.
          </label>{' '}
          <input
            id={inputId}
            className="field__input distribution__cost-input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={`Стоимость балла, руб.: ${group.name}`}
            value={costText}
            onChange={(event) => onCostChange(event.target.value)}
          />
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
