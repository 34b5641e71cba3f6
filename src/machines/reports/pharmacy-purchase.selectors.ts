import { parseISO } from 'date-fns';
import { formatDate, formatMoney } from '../../domain/shared/format';
import { readPurchaseSum } from '../../domain/orders/purchase/purchase-sum';
import type { Failure } from '../shared/api-error';
import { dateProblem, isIsoDate, type PharmacyPurchaseSnapshot } from './pharmacy-purchase.machine';

/** The texts of §5 and §8, verbatim. */
export const purchaseTexts = {
  required: 'Поле обязательное для заполнения',
  saved: 'Данные успешно сохранены',
  saveFailed: 'Во время сохранения произошла ошибка. Попробуйте сохранить ещё раз, при повторной ошибке обратитесь к администратору.',
} as const;

const currentTitle = 'Сумма закупки за текущий квартал';

/** The line above the form: the sum and its date, that none is entered yet, or that it is loading. */
export function selectCurrentLine(snapshot: PharmacyPurchaseSnapshot): string | null {
  if (snapshot.matches({ current: 'loading' })) return 'Загрузка...';
  if (snapshot.matches({ current: 'failed' }) || snapshot.matches({ current: 'unavailable' })) return null;
  const { current } = snapshot.context;
  if (current === null) return `${currentTitle} ещё не внесена`;
  return `${currentTitle}: ${formatMoney(current.purchase)} руб. на ${formatDate(parseISO(current.date))}`;
}

/** A failed read of the sum: its message, shown with 'Повторить'. */
export const selectCurrentError = (snapshot: PharmacyPurchaseSnapshot) =>
  snapshot.matches({ current: 'failed' }) ? (snapshot.context.loadError?.message ?? '') : null;

export const selectSumText = (snapshot: PharmacyPurchaseSnapshot) => snapshot.context.sumText;
export const selectDate = (snapshot: PharmacyPurchaseSnapshot) => snapshot.context.date;

/** Under the sum once touched: 'Поле обязательное для заполнения', or why the committed text is no sum. */
export function selectSumMessage(snapshot: PharmacyPurchaseSnapshot): string | null {
  if (!snapshot.context.touched.sum) return null;
  const reading = readPurchaseSum(snapshot.context.sumText);
  return 'refused' in reading ? reading.refused : null;
}
/** Under the date: required once touched, or why the day cannot be sent (the gateway's own words). */
export function selectDateMessage(snapshot: PharmacyPurchaseSnapshot): string | null {
  if (!isIsoDate(snapshot.context.date)) return snapshot.context.touched.date ? purchaseTexts.required : null;
  return dateProblem(snapshot.context);
}

export const selectCanSend = (snapshot: PharmacyPurchaseSnapshot) => snapshot.can({ type: 'send' });
export const selectSending = (snapshot: PharmacyPurchaseSnapshot) => snapshot.matches({ form: 'sending' });

/** The modal after a send: its text, or null when none is open. */
export function selectPurchaseModal(snapshot: PharmacyPurchaseSnapshot): string | null {
  if (snapshot.matches({ form: 'saved' })) return purchaseTexts.saved;
  if (snapshot.matches({ form: 'failed' })) return gatewayReason(snapshot.context.saveError) ?? purchaseTexts.saveFailed;
  return null;
}

/**
 * The gateway's own words for a save it refused (a 1999 date: 'Поле «date»: …'): a request the
 * user can correct says what to correct. Anything else (the gateway down, an answer without a
 * message) keeps §8's text, which asks to try again.
 */
function gatewayReason(failure: Failure | null): string | null {
  if (!failure || failure.withoutMessage || failure.status < 400 || failure.status >= 500) return null;
  return `Данные не сохранены: ${failure.message}`;
}
