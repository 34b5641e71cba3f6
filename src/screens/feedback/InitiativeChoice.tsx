import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { FeedbackActor } from '../../machines/feedback/feedback.machine';
import * as select from '../../machines/feedback/feedback.selectors';
import { LabelledField } from '../../ui/LabelledField';

/** Which running initiative the message is about; 'Без инициативы' is always there. */
export function InitiativeChoice({ actor }: { actor: FeedbackActor }) {
  const initiatives = useSelector(actor, select.selectInitiatives);
  const initiativeId = useSelector(actor, select.selectInitiativeId);
  const failed = useSelector(actor, select.selectInitiativesFailed);
  const sending = useSelector(actor, select.selectSending);
  const id = useId();
  return (
    <LabelledField id={id} className="field feedback__initiative-field" label="Инициатива">
      <select
        id={id}
        className="field__input feedback__initiative"
        value={initiativeId ?? ''}
        disabled={sending}
        onChange={(event) =>
          actor.send({ type: 'initiative.choose', initiativeId: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">Без инициативы</option>
        {initiatives.map((initiative) => (
          <option key={initiative.id} value={initiative.id}>
            {initiative.name}
          </option>
        ))}
      </select>
      {failed && (
        <p className="feedback__initiatives-failed">
          Список инициатив не загрузился.{' '}
          <button type="button" className="button feedback__retry" onClick={() => actor.send({ type: 'initiatives.retry' })}>
            Загрузить снова
          </button>
        </p>
      )}
    </LabelledField>
  );
}
