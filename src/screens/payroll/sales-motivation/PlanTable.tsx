import { useSelector } from '@xstate/react';
import { formatDate, formatMoney, formatNumber } from '../../../domain/shared/format';
import type { SalesMotivationActor } from '../../../machines/payroll/sales-motivation.machine';
import { cashierColumns, pharmacyPlan, type PlanRow } from '../../../machines/payroll/sales-motivation.rows';
import {
  selectCanEdit,
  selectLoadError,
  selectLoadFailure,
  selectPlanView,
  selectPlanViolations,
  selectPreviousMonth,
  selectRows,
} from '../../../machines/payroll/sales-motivation.selectors';
import { RetryAlert } from '../../../ui/RetryAlert';
import { focusableWhileScrolling } from '../../../ui/scroll-focus';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { PlanFigureInput } from './PlanFigureInput';
import { ChooseAllCell } from './ChooseAllCell';

/** Packs and plans: whole numbers without decimals, others with 2. */
const packs = (value: number | null) => (value === null ? '' : formatNumber(value, Number.isInteger(value) ? 0 : 2));
const savedDate = (savedAt: string | null) => {
  if (!savedAt) return '';
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date);
};

/** The plan table of §2.7: one row per promo product, one plan column per cashier (up to 20). */
export function PlanTable({ plan, cashierNames }: { plan: SalesMotivationActor; cashierNames: string[] }) {
  const view = useSelector(plan, selectPlanView);
  const rows = useSelector(plan, selectRows);
  const error = useSelector(plan, selectLoadError);
  const canEdit = useSelector(plan, selectCanEdit);
  // The previous month is never editable: its inputs are disabled, not merely read-only (§2.7).
  const previousMonth = useSelector(plan, selectPreviousMonth);
  const refused = useSelector(plan, selectPlanViolations).length > 0;
  useErrorModalOn(useSelector(plan, selectLoadFailure));
  if (view === 'loading') return <p role="status">Загрузка...</p>;
  if (view === 'failed')
    return (
      <RetryAlert what="Не удалось загрузить план инициативы" message={error ?? ''} onRetry={() => plan.send({ type: 'plan.retry' })} />
    );
  const columns = cashierColumns(cashierNames);
  const allSelected = rows.length > 0 && rows.every((row) => row.selected);
  return (
    // A Tab stop while it scrolls, so the keyboard can scroll a wide plan even when nothing in it
    // can be edited (the previous month).
    <div ref={focusableWhileScrolling} className="sales-motivation__scroll" role="region" aria-label="План продаж по промо-товарам">
      {refused && canEdit && <p className="sales-motivation__refused">Исправьте отмеченные значения — до этого инициативу не сохранить.</p>}
      <table className="sales-motivation__table">
        <thead>
          <tr>
            <ChooseAllCell
              label="Выбрать все промо-товары"
              checked={allSelected}
              disabled={!canEdit || rows.length === 0}
              onChoose={(selected) => plan.send({ type: 'plan.toggleAll', selected })}
            />
            <th scope="col">Код промо-товара</th>
            <th scope="col">Промо-товар</th>
            <th scope="col">Продажи аптеки за прошлый месяц, уп.</th>
            <th scope="col">Розничная цена за упаковку, ₽</th>
            <th scope="col">Бонус за проданную упаковку</th>
            <th scope="col">План аптеки</th>
            {columns.map((name, index) => (
              <th scope="col" key={index}>
                {name}
              </th>
            ))}
            <th scope="col" className="sales-motivation__saved">
              Дата сохранения плана
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8 + columns.length}>Нет данных</td>
            </tr>
          ) : (
            rows.map((row) => (
              <PlanTableRow key={row.id} row={row} columns={columns} canEdit={canEdit} locked={previousMonth} plan={plan} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function PlanTableRow({
  row,
  columns,
  canEdit,
  locked,
  plan,
}: {
  row: PlanRow;
  columns: string[];
  canEdit: boolean;
  locked: boolean;
  plan: SalesMotivationActor;
}) {
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={`Выбрать: ${row.name}`}
          checked={row.selected}
          disabled={!canEdit}
          onChange={() => plan.send({ type: 'plan.toggle', id: row.id })}
        />
      </td>
      <td>{row.id}</td>
      <td>{row.name}</td>
      <td className="sales-motivation__number">{packs(row.lastMonthSale)}</td>
      <td className="sales-motivation__number">{formatMoney(row.nominalPrice)}</td>
      <td>
        <PlanFigureInput
          field="bonus"
          label={`Бонус за упаковку: ${row.name}`}
          text={row.bonus}
          readOnly={!canEdit}
          disabled={locked}
          onType={(text) => plan.send({ type: 'plan.editBonus', id: row.id, text })}
        />
      </td>
      <td className="sales-motivation__number" data-testid="pharmacy-plan">
        {packs(pharmacyPlan(row))}
      </td>
      {columns.map((name, index) => (
        <td key={index}>
          <PlanFigureInput
            field="plan"
            label={`План ${name}: ${row.name}`}
            text={row.plans[index]}
            readOnly={!canEdit}
            disabled={locked}
            onType={(text) => plan.send({ type: 'plan.editPlan', id: row.id, cashier: index, text })}
          />
        </td>
      ))}
      <td className="sales-motivation__saved">{savedDate(row.savedAt)}</td>
    </tr>
  );
}
