import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { FeedbackEntry } from '../../api/contract/initiatives-list';
import { formatDateTime } from '../../domain/orders/history';
import type { FeedbackActor } from '../../machines/feedback/feedback.machine';
import * as select from '../../machines/feedback/feedback.selectors';
import { RetryAlert } from '../../ui/RetryAlert';
import { useErrorModalOn } from '../../ui/use-error-modal-on';
import { statusNames, topicNames } from './feedback-names';

/** 'Мои обращения': the pharmacy's messages, newest first, each with its status and answer. */
export function FeedbackList({ actor }: { actor: FeedbackActor }) {
  const view = useSelector(actor, select.selectListView);
  const error = useSelector(actor, select.selectListError);
  const entries = useSelector(actor, select.selectEntries);
  // The error modal of §2 opens on each new failure; the inline alert keeps 'Повторить'.
  useErrorModalOn(useSelector(actor, select.selectListFailure));
  const titleId = useId();
  return (
    <section className="feedback__mine" aria-labelledby={titleId}>
      <h2 id={titleId}>Мои обращения</h2>
      {view === 'failed' && (
        <RetryAlert what="Не удалось загрузить обращения" message={error} onRetry={() => actor.send({ type: 'list.retry' })} />
      )}
      {view === 'loading' && entries.length === 0 && <p>Загрузка...</p>}
      {view === 'shown' && entries.length === 0 && <p>Нет данных</p>}
      {entries.length > 0 && (
        <ol className="feedback__entries" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <FeedbackItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  return (
    <li className="feedback__entry">
      <p className="feedback__entry-head">
        <time dateTime={entry.created}>{formatDateTime(entry.created)}</time>
        <span>{topicNames[entry.topic]}</span>
        {entry.initiativeName && <span>{entry.initiativeName}</span>}
        <span className={`feedback__status feedback__status--${entry.status.toLowerCase()}`}>{statusNames[entry.status]}</span>
      </p>
      <p className="feedback__entry-text">{entry.message}</p>
      {entry.answer && (
        <div className="feedback__answer">
          <span className="feedback__answer-title">Ответ</span>
          <p className="feedback__entry-text">{entry.answer}</p>
        </div>
      )}
    </li>
  );
}
