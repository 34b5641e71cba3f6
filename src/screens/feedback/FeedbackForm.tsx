import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { feedbackTopics, type FeedbackTopic } from '../../api/contract/initiatives-list';
import type { FeedbackActor } from '../../machines/feedback/feedback.machine';
import * as select from '../../machines/feedback/feedback.selectors';
import { LabelledField } from '../../ui/LabelledField';
import { useActionErrorModalOn } from '../../ui/use-error-modal-on';
import { InitiativeChoice } from './InitiativeChoice';
import { topicNames } from './feedback-names';

/** 'Новое обращение': topic, the initiative it is about (optional), the text and 'Отправить'. */
export function FeedbackForm({ actor }: { actor: FeedbackActor }) {
  const topic = useSelector(actor, select.selectTopic);
  const canSend = useSelector(actor, select.selectCanSend);
  const sending = useSelector(actor, select.selectSending);
  const sent = useSelector(actor, select.selectSent);
  const sendError = useSelector(actor, select.selectSendError);
  // The error modal of §2; the form keeps the text and says so.
  useActionErrorModalOn(useSelector(actor, select.selectSendFailure));
  const titleId = useId();
  const topicId = useId();
  return (
    <section className="feedback__new" aria-labelledby={titleId}>
      <h2 id={titleId}>Новое обращение</h2>
      <form
        className="feedback__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) actor.send({ type: 'send' });
        }}
      >
        <div className="feedback__choices">
          <div className="field">
            <label className="field__label" htmlFor={topicId}>
              Тема
            </label>
            <select
              id={topicId}
              className="field__input"
              value={topic}
              disabled={sending}
              required
              onChange={(event) => actor.send({ type: 'topic.choose', topic: event.target.value as FeedbackTopic | '' })}
            >
              <option value="">Выберите тему</option>
              {feedbackTopics.map((code) => (
                <option key={code} value={code}>
                  {topicNames[code]}
                </option>
              ))}
            </select>
          </div>
          <InitiativeChoice actor={actor} />
        </div>
        <MessageField actor={actor} />
        <div className="feedback__actions">
          {/* aria-disabled, not disabled: pressed, it keeps the focus while the message goes. */}
          <button type="submit" className="button button--primary" aria-disabled={!canSend || undefined} aria-busy={sending}>
            {sending ? 'Отправка...' : 'Отправить'}
          </button>
          {sent && (
            <p className="feedback__sent" role="status">
              Сообщение отправлено: оно первое в списке «Мои обращения».
            </p>
          )}
        </div>
        {sendError && (
          <div className="feedback__error" role="alert">
            <p>{sendError}</p>
            <p>Текст сохранён: отправьте его ещё раз.</p>
          </div>
        )}
      </form>
    </section>
  );
}

/** The text with its live counter; a text over the limit stays and says by how much. */
function MessageField({ actor }: { actor: FeedbackActor }) {
  const message = useSelector(actor, select.selectMessage);
  const charactersLeft = useSelector(actor, select.selectCharactersLeft);
  const overLimit = useSelector(actor, select.selectOverLimit);
  const sending = useSelector(actor, select.selectSending);
  const id = useId();
  return (
    <LabelledField id={id} className="field feedback__message" label="Сообщение">
      <textarea
        id={id}
        className="field__input"
        rows={6}
        value={message}
        disabled={sending}
        required
        aria-invalid={overLimit !== null || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => actor.send({ type: 'message.type', text: event.target.value })}
      />
      {overLimit ? (
        <p id={`${id}-hint`} className="feedback__over" role="alert">
          {overLimit}
        </p>
      ) : (
        <p id={`${id}-hint`} className="feedback__counter">
          {charactersLeft}
        </p>
      )}
    </LabelledField>
  );
}
