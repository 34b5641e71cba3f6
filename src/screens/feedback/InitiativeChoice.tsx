import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import type { FeedbackActor } from '../../machines/feedback/feedback.machine';
import * as select from '../../machines/feedback/feedback.selectors';
import { LabelledField } from '../../ui/LabelledField';
import { SelectTip } from '../../ui/SelectTip';

/** Which running initiative the message is about; 'Без инициативы' is always there. */
export function InitiativeChoice({ actor }: { actor: FeedbackActor }) {
  const initiatives = useSelector(actor, select.selectInitiatives);
  const initiativeId = useSelector(actor, select.selectInitiativeId);
  const failed = useSelector(actor, select.selectInitiativesFailed);
  const sending = useSelector(actor, select.selectSending);
  const id = useId();
  const box = useRef<HTMLSelectElement>(null);
  return (
    <LabelledField id={id} className="field feedback__initiative-field" label="Инициатива">
      <select
        ref={box}
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
      <SelectTip select={box} value={String(initiativeId ?? '')} />
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
