import { useSelector } from '@xstate/react';
import { formatNumber } from '../../../domain/shared/format';
import type { SalesMotivationActor } from '../../../machines/payroll/sales-motivation.machine';
import { selectProlongQuestion, type ProlongLine } from '../../../machines/payroll/sales-motivation.selectors';
import { Modal } from '../../../ui/Modal';

/** Packs: whole numbers without decimals, others with 2 (as the plan table shows them). */
const packs = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);
const total = (lines: readonly ProlongLine[]) => lines.reduce((sum, line) => sum + line.planSum, 0);

/**
 * Asked before prolong replaces a saved plan of the next month: what it holds now
 * (products and plan sums) against what the prolonged plan brings. Cancel changes nothing.
 */
export function ProlongQuestion({ plan }: { plan: SalesMotivationActor }) {
  const question = useSelector(plan, selectProlongQuestion);
  if (!question) return null;
  const cancel = () => plan.send({ type: 'prolong.cancel' });
  return (
    <Modal title="Заменить план следующего месяца?" onClose={cancel} className="sales-motivation__prolong">
      <p className="modal__message">
        {question.replaces
          ? 'На следующий месяц уже сохранён план. Продление заменит его планом этого месяца целиком.'
          : `Не удалось проверить план следующего месяца (${question.unreadable ?? ''}). Если он сохранён, продление заменит его планом этого месяца целиком.`}
      </p>
      <div className="sales-motivation__prolong-plans">
        {question.replaces && <PlanLines caption="Будет заменено" lines={question.replaces} />}
        <PlanLines caption="Будет перенесено" lines={question.brings} />
      </div>
      <div className="sales-motivation__picker-actions">
        <button type="button" className="button" data-autofocus onClick={cancel}>
          Отмена
        </button>
        <button type="button" className="button button--primary" onClick={() => plan.send({ type: 'prolong.confirm' })}>
          Продлить и заменить
        </button>
      </div>
    </Modal>
  );
}

function PlanLines({ caption, lines }: { caption: string; lines: readonly ProlongLine[] }) {
  return (
    <table className="sales-motivation__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Промо-товар</th>
          <th scope="col">План аптеки, уп.</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.name}</td>
            <td className="sales-motivation__number">{packs(line.planSum)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Всего промо-товаров: {lines.length}</th>
          <td className="sales-motivation__number">{packs(total(lines))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
