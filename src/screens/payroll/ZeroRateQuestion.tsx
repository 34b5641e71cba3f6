import { formatMoney } from '../../domain/shared/format';
import type { PayrollDraft } from '../../machines/payroll/payroll.types';
import { Modal } from '../../ui/Modal';

/** The cashiers whose rate is 0: saved only once the user says so (a 0 is more often a slip than a choice). */
export const zeroRateCashiers = (draft: PayrollDraft | null): string[] =>
  (draft?.cashierParams ?? []).filter((cashier) => Number(cashier.fixed) === 0).map((cashier) => cashier.cashierFullName);

/** Asked before a month with a 0 rate is saved; the focus goes back to «Сохранить» either way. */
export function ZeroRateQuestion({ names, onSave, onCancel }: { names: readonly string[]; onSave: () => void; onCancel: () => void }) {
  const one = names.length === 1;
  return (
    <Modal title="Ставка 0" onClose={onCancel}>
      <p>
        {one ? 'У кассира' : 'У кассиров'} {names.join(', ')} ставка {formatMoney(0)} руб.: оплата по ставке будет {formatMoney(0)} руб.
        Сохранить со ставкой 0?
      </p>
      <div className="payroll__dialog-actions">
        <button type="button" className="button" data-autofocus onClick={onCancel}>
          Отмена
        </button>
        <button type="button" className="button button--primary" onClick={onSave}>
          Сохранить со ставкой 0
        </button>
      </div>
    </Modal>
  );
}
