import { parseISO } from 'date-fns';
import { formatDate, formatMoney } from '../domain/format';
import { priceValue } from '../domain/purchase/price-input';
import { isIsoDate, type PharmacyPurchaseSnapshot } from './pharmacy-purchase.machine';

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

/** 'Поле обязательное для заполнения' under a field the user touched and left without a value. */
export const selectSumMessage = (snapshot: PharmacyPurchaseSnapshot) =>
  snapshot.context.touched.sum && priceValue(snapshot.context.sumText) === null ? purchaseTexts.required : null;
export const selectDateMessage = (snapshot: PharmacyPurchaseSnapshot) =>
  snapshot.context.touched.date && !isIsoDate(snapshot.context.date) ? purchaseTexts.required : null;

export const selectCanSend = (snapshot: PharmacyPurchaseSnapshot) => snapshot.can({ type: 'send' });
export const selectSending = (snapshot: PharmacyPurchaseSnapshot) => snapshot.matches({ form: 'sending' });

/** The modal after a send: its text, or null when none is open. */
export function selectPurchaseModal(snapshot: PharmacyPurchaseSnapshot): string | null {
  if (snapshot.matches({ form: 'saved' })) return purchaseTexts.saved;
  if (snapshot.matches({ form: 'failed' })) return purchaseTexts.saveFailed;
  return null;
}
