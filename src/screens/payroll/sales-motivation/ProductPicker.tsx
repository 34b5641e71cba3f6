import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectChosenProducts, selectShown, type PickerActor } from '../../../machines/payroll/sales-motivation-picker.machine';
import type { SalesMotivationActor } from '../../../machines/payroll/sales-motivation.machine';
import { Modal } from '../../../ui/Modal';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { ChooseAllCell } from './ChooseAllCell';

/**
 * The promo-product list (§2.7) in a full-width modal: a search (applied 500 ms after the last key),
 * a checkbox table of code and product with select-all. Confirming adds the chosen products the
 * plan does not hold yet, each with plan 1 per cashier (§4).
 */
export function ProductPicker({ plan, picker }: { plan: SalesMotivationActor; picker: PickerActor }) {
  const open = useSelector(picker, (snapshot) => snapshot.matches('open'));
  if (!open) return null;
  return <PickerDialog plan={plan} picker={picker} />;
}

function PickerDialog({ plan, picker }: { plan: SalesMotivationActor; picker: PickerActor }) {
  const loading = useSelector(picker, (snapshot) => snapshot.matches({ open: { list: 'loading' } }));
  const error = useSelector(picker, (snapshot) => snapshot.context.error);
  useErrorModalOn(error);
  const typed = useSelector(picker, (snapshot) => snapshot.context.typed);
  const shown = useSelector(picker, selectShown);
  const chosen = useSelector(picker, (snapshot) => snapshot.context.chosen);
  const searchId = useId();
  const close = () => picker.send({ type: 'picker.close' });
  const confirm = () => {
    plan.send({ type: 'products.add', products: selectChosenProducts(picker.getSnapshot()) });
    close();
  };
  const allShownChosen = shown.length > 0 && shown.every((product) => chosen.includes(product.id));
  return (
    <Modal title="Список промо-товаров" onClose={close} className="sales-motivation__picker" busy={loading}>
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          Поиск по названию
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          value={typed}
          data-autofocus
          onChange={(event) => picker.send({ type: 'picker.search', text: event.target.value })}
        />
      </div>
      {error ? (
        <RetryAlert
          what="Не удалось загрузить промо-товары"
          message={error.message}
          onRetry={() => picker.send({ type: 'picker.retry' })}
        />
      ) : loading ? (
        <p role="status">Загрузка...</p>
      ) : (
        <div className="sales-motivation__picker-list">
          <table className="sales-motivation__table">
            <thead>
              <tr>
                <ChooseAllCell
                  label="Выбрать все найденные промо-товары"
                  checked={allShownChosen}
                  disabled={shown.length === 0}
                  onChoose={(selected) => picker.send({ type: 'picker.toggleAll', selected })}
                />
                <th scope="col">Код</th>
                <th scope="col">Промо-товар</th>
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={3}>Нет данных</td>
                </tr>
              ) : (
                shown.map((product) => (
                  <tr key={product.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Выбрать в списке: ${product.name}`}
                        checked={chosen.includes(product.id)}
                        onChange={() => picker.send({ type: 'picker.toggle', id: product.id })}
                      />
                    </td>
                    <td>{product.id}</td>
                    <td>{product.name}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className="sales-motivation__picker-actions">
        <button type="button" className="button button--primary" disabled={chosen.length === 0} onClick={confirm}>
          Добавить/заменить промо-товары
        </button>
        <button type="button" className="button" onClick={close}>
          Отмена
        </button>
      </div>
    </Modal>
  );
}
