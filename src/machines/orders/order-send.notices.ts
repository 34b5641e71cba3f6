import type { OrderExecuteResult, PulsPurchaseResult, SystemOrderResult } from '../../api/contract/orders';
import { executeTexts } from '../../domain/orders/execute-result';
import { defaultFileNames } from '../../domain/orders/file-names';
import {
  emptyOrder,
  fileNotices,
  orderResultErrors,
  pharmacySystemOrderFailed,
  pharmacySystemOrderSent,
  stuOrderFailed,
  stuOrderSent,
} from '../../domain/orders/messages';
import { mergeLines } from '../../domain/orders/positions';
import { destinationNames, type OrderDestination } from '../../domain/orders/confirmation';
import { toFailure } from '../shared/api-error';
import type { SnackbarContent } from '../shared/snackbar.machine';
import type { OrderFile, OrderFileKind, OrderLine } from './order-send.types';

/**
 * What the order-send machine tells the user, and the names files save under. The spec's quoted
 * texts (§8) come from src/domain/orders/messages.ts unchanged; the few it does not quote are here.
 */
export const orderSendFailures = {
  file: 'Не удалось сформировать файл',
  // Worded like the spec's 'Ошибка при отправке заказа в СТУ'.
  puls: 'Ошибка при отправке заказа в Пульс',
  rejected: 'Не удалось скачать отклонённые позиции',
} as const;

/** The 'started' notice of each file (§8 names the variants). */
export const fileStartedNotice: Readonly<Record<OrderFileKind, string>> = {
  allPositions: fileNotices.started,
  orderPositions: fileNotices.started,
  orderingSystemFile: fileNotices.startedOrderingSystemFile,
  pulsFile: fileNotices.startedPulsFile,
};

/** «Запущено формирование…»: the result's snackbar replaces it as soon as it comes. */
export const started = (title: string): SnackbarContent => ({ type: 'info', title, untilResult: true });
export const fileReady: SnackbarContent = { type: 'success', title: fileNotices.ready };
export const fileStopped: SnackbarContent = { type: 'info', title: fileNotices.stopped };
export const emptyOrderWarning: SnackbarContent = { type: 'warning', title: emptyOrder };
/** A file with nothing to hold: the order is empty, or for 'all positions' the list itself is. */
export const emptyFileWarning = (kind: OrderFileKind | null): SnackbarContent =>
  kind === 'allPositions' ? { type: 'warning', title: 'Нет позиций для выгрузки в файл' } : emptyOrderWarning;
export const failure = (title: string, error: unknown): SnackbarContent => ({
  type: 'error',
  title,
  description: toFailure(error).message,
});

/** A system's answer: the order number, then its refused positions; a warning when there are some. */
const sent = ([title, description]: [string, string], result: SystemOrderResult): SnackbarContent => ({
  type: result.errorMessage ? 'warning' : 'success',
  title,
  description,
});
export const stuSent = (result: SystemOrderResult) => sent(stuOrderSent(result), result);
export const pharmacySystemSent = (result: SystemOrderResult) => sent(pharmacySystemOrderSent(result), result);
export const stuFailed = (error: unknown) => failure(stuOrderFailed, error);
export const pharmacySystemFailed = (error: unknown) => failure(pharmacySystemOrderFailed, error);

/** The purchase service's answer: what it bought, then 'Ошибки: …'; a warning when it skipped some. */
export const executeSent = (result: OrderExecuteResult): SnackbarContent => ({
  type: result.errorMessage || result.skippedPositions.length > 0 ? 'warning' : 'success',
  title: `${executeTexts.placed}. ${executeTexts.purchased(result.positionPurchasedCount)}`,
  description: orderResultErrors(result.errorMessage),
});
export const executeFailed = (error: unknown) => failure(executeTexts.failed, error);

/** A file as the browser saves it: bytes and the name it gets. */
export interface SavedFile {
  bytes: OrderFile['bytes'];
  fileName: string;
  mimeType?: string;
}

/** §4: the given name, or the default: .xml for the ordering systems, .csv for the others. */
export function orderFileToSave(kind: OrderFileKind, file: OrderFile, today: Date): SavedFile {
  const fallback = kind === 'orderingSystemFile' ? defaultFileNames.orderingSystemFile(today) : defaultFileNames.orderFile(today);
  return { bytes: file.bytes, fileName: file.fileName || fallback, mimeType: file.mimeType };
}

/** §4: the rejected list's given name, or its .xlsx default. */
export const rejectedFileToSave = (orderId: string, file: OrderFile): SavedFile => ({
  bytes: file.bytes,
  fileName: file.fileName || defaultFileNames.rejected(orderId),
  mimeType: file.mimeType,
});

/** The rejected positions as an order for another system, one line per product. */
export const rejectedLines = (result: PulsPurchaseResult | null): OrderLine[] =>
  mergeLines(
    (result?.rejected ?? []).map((position) => ({
      promotionalProductId: position.product.promotionalProductId,
      orderAmount: position.amount,
    })),
  );

/**
 * The line that stays under an order screen after a send failed, until the user sends again or
 * closes it: a snackbar goes after a few seconds and would leave no trace that the order did not
 * leave. Nothing is sent by itself, so the line says so.
 */
export const sendFailureTexts = {
  noNetwork: 'нет связи с сервером.',
  sendAgain: (destination: OrderDestination) => `Сам он не уйдёт: отправьте заказ в ${destinationNames[destination]} ещё раз.`,
  // The server's reason may end without a stop; the advice follows it as a sentence of its own.
  line: (reason: string) => `Заказ не отправлен: ${/[.!?…]$/u.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`}`,
  close: 'Закрыть',
  closeLabel: 'Закрыть сообщение о неотправленном заказе',
} as const;

/** Why the order did not leave, as the line says it: no answer at all in our words, else the server's. */
export function sendFailureReason(error: unknown): string {
  const failure = toFailure(error);
  return failure.line === 'network' ? sendFailureTexts.noNetwork : failure.message;
}
