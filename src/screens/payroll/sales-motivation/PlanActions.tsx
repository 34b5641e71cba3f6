import { useSelector } from '@xstate/react';
import { productRequestOf, type MotivationFiltersActor } from '../../../machines/payroll/sales-motivation-filters.machine';
import type { PickerActor } from '../../../machines/payroll/sales-motivation-picker.machine';
import type { SalesMotivationActor } from '../../../machines/payroll/sales-motivation.machine';
import {
  selectCanDelete,
  selectCanEdit,
  selectCanProlong,
  selectCanSave,
  selectProlonging,
  selectProlongQuestion,
  selectSaving,
} from '../../../machines/payroll/sales-motivation.selectors';
import { StayingButton } from '../../../ui/StayingButton';

/** §2.7: the tooltip of prolong, in natural Russian. */
export const prolongTooltip = 'Список товаров текущей инициативы будет заменён';

/** The plan's buttons (§2.7): the promo-product list, delete selected, prolong, save. */
export function PlanActions({
  plan,
  filters,
  picker,
}: {
  plan: SalesMotivationActor;
  filters: MotivationFiltersActor;
  picker: PickerActor;
}) {
  const canEdit = useSelector(plan, selectCanEdit);
  const canDelete = useSelector(plan, selectCanDelete);
  const canProlong = useSelector(plan, selectCanProlong);
  const prolonging = useSelector(plan, selectProlonging);
  const asking = useSelector(plan, (snapshot) => selectProlongQuestion(snapshot) !== null);
  const underWay = prolonging || asking;
  const canSave = useSelector(plan, selectCanSave);
  const saving = useSelector(plan, selectSaving);
  const openPicker = () => picker.send({ type: 'picker.open', request: productRequestOf(filters.getSnapshot().context) });
  return (
    <div className="sales-motivation__actions">
      <button type="button" className="button" disabled={!canEdit} onClick={openPicker}>
        Показать список промо-товаров
      </button>
      {/* Both keep the focus when they become unavailable: a delete empties the selection, a save
          makes the plan saved. */}
      <StayingButton className="button" unavailable={!canDelete} onClick={() => plan.send({ type: 'plan.deleteSelected' })}>
        Удалить выбранные промо-товары
      </StayingButton>
      {/* Under way (the next month checked, the question asked, the prolong sent) it keeps the focus:
          a disabled button would drop it to <body>, and the question would have no opener to return to. */}
      <button
        type="button"
        className="button"
        disabled={!canProlong && !underWay}
        aria-disabled={underWay || undefined}
        title={prolongTooltip}
        onClick={() => !underWay && plan.send({ type: 'plan.prolong' })}
      >
        {prolonging ? 'Продление...' : 'Продлить инициативу на следующий месяц'}
      </button>
      <StayingButton className="button button--primary" unavailable={!canSave} onClick={() => plan.send({ type: 'plan.save' })}>
        {saving ? 'Сохранение...' : 'Сохранить инициативу'}
      </StayingButton>
    </div>
  );
}
