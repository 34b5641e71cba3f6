import { feedbackLimits } from '../../api/contract/initiatives-list';
import { formatNumber } from '../../domain/shared/format';
import { pluralForm } from '../../domain/orders/plural';
import type { FeedbackSnapshot } from './feedback.machine';

const characters = { one: 'символ', few: 'символа', many: 'символов' };
const left = { one: 'Остался', few: 'Осталось', many: 'Осталось' };

export const selectListView = (snapshot: FeedbackSnapshot): 'loading' | 'failed' | 'shown' =>
  snapshot.matches({ list: 'loading' }) ? 'loading' : snapshot.matches({ list: 'failed' }) ? 'failed' : 'shown';
export const selectListError = (snapshot: FeedbackSnapshot) => snapshot.context.listError?.message ?? '';
/** The failures themselves, for the error modal: a new object on each failure, so each opens it. */
export const selectListFailure = (snapshot: FeedbackSnapshot) => snapshot.context.listError;
export const selectSendFailure = (snapshot: FeedbackSnapshot) => (snapshot.matches({ form: 'failed' }) ? snapshot.context.sendError : null);
export const selectEntries = (snapshot: FeedbackSnapshot) => snapshot.context.entries;

export const selectInitiatives = (snapshot: FeedbackSnapshot) => snapshot.context.initiatives;
/** The initiatives did not load: only 'Без инициативы' is offered, with 'Повторить'. */
export const selectInitiativesFailed = (snapshot: FeedbackSnapshot) => snapshot.matches({ initiatives: 'failed' });

export const selectTopic = (snapshot: FeedbackSnapshot) => snapshot.context.topic;
export const selectMessage = (snapshot: FeedbackSnapshot) => snapshot.context.message;
export const selectInitiativeId = (snapshot: FeedbackSnapshot) => snapshot.context.initiativeId;

/** The live counter under the text, while it fits: 'Осталось 1 990 символов'. */
export function selectCharactersLeft(snapshot: FeedbackSnapshot): string | null {
  const rest = feedbackLimits.message - snapshot.context.message.length;
  return rest < 0 ? null : `${pluralForm(rest, left)} ${formatNumber(rest)} ${pluralForm(rest, characters)}`;
}

/** A text over the limit is kept and refused with this message. */
export function selectOverLimit(snapshot: FeedbackSnapshot): string | null {
  const over = snapshot.context.message.length - feedbackLimits.message;
  if (over <= 0) return null;
  return `Сообщение длиннее ${formatNumber(feedbackLimits.message)} символов на ${formatNumber(over)} ${pluralForm(over, characters)}: сократите его, чтобы отправить.`;
}

export const selectCanSend = (snapshot: FeedbackSnapshot) => snapshot.can({ type: 'send' });
export const selectSending = (snapshot: FeedbackSnapshot) => snapshot.matches({ form: 'sending' });
export const selectSent = (snapshot: FeedbackSnapshot) => snapshot.matches({ form: 'sent' });

/** A failed send, in the server's words (the screen adds that the text is kept). */
export const selectSendError = (snapshot: FeedbackSnapshot) =>
  snapshot.matches({ form: 'failed' }) ? `Не удалось отправить сообщение: ${snapshot.context.sendError?.message ?? ''}` : null;
