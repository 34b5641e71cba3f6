/**
 * The texts of sending orders and of order files (spec purchasing-and-pay §4, §8).
 * Quoted texts of the spec are kept verbatim; where the spec only describes a text, ours is plain
 * Russian in the same style.
 */
export const fileNotices = {
  /** Verbatim (§8): a file request started. */
  started: 'Запущено формирование файла.',
  /** The variants of §8, worded by us. */
  startedPulsFile: 'Запущено формирование файла для информационной системы Пульс.',
  startedOrderingSystemFile: 'Запущено формирование файла для систем заказа.',
  startedStuOrder: 'Запущено формирование заказа в СТУ.',
  startedPulsOrder: 'Запущено формирование заказа в Пульс.',
  startedPharmacySystemOrder: 'Запущено формирование заказа в систему заказов аптеки.',
  /** Verbatim (§8): the file arrived and was downloaded. */
  ready: 'Формирование файла выполнено.',
  /** Worded by us: the user stopped a file being built ('Отменить' beside its progress). */
  stopped: 'Формирование файла отменено.',
} as const;

/** Worded by us: the progress of a large file being built, and the button that stops it. */
export const fileProgressTexts = {
  label: 'Формирование файла',
  rows: (written: string, total: string) => `${written} из ${total} строк`,
  stop: 'Отменить',
} as const;

export interface SystemOrderAnswer {
  orderId: string | number | null;
  errorMessage: string | null;
}

const errorsOrNone = (errorMessage: string | null) => errorMessage?.trim() || 'отсутствуют';

/** Verbatim (§8): 'Заказ отправлен в СТУ, номер заказа: {id}' then 'Ошибки при заказе: {message}' or 'отсутствуют'. */
export const stuOrderSent = (answer: SystemOrderAnswer): [string, string] => [
  `Заказ отправлен в СТУ, номер заказа: ${answer.orderId ?? ''}`,
  `Ошибки при заказе: ${errorsOrNone(answer.errorMessage)}`,
];

/** Verbatim (§8). */
export const stuOrderFailed = 'Ошибка при отправке заказа в СТУ';

/** The pharmacy-system equivalents (§8 'matching texts'), worded like the СТУ ones. */
export const pharmacySystemOrderSent = (answer: SystemOrderAnswer): [string, string] => [
  `Заказ отправлен в систему заказов аптеки, номер заказа: ${answer.orderId ?? ''}`,
  `Ошибки при заказе: ${errorsOrNone(answer.errorMessage)}`,
];

export const pharmacySystemOrderFailed = 'Ошибка при отправке заказа в систему заказов аптеки';

/** Verbatim (§8): the order result panel, 'Ошибки: ' followed by errorMessage, or 'отсутствуют'. */
export const orderResultErrors = (errorMessage: string | null): string => `Ошибки: ${errorsOrNone(errorMessage)}`;

/** The wholesale result modal (§2.5; the title is the issue's, verbatim). */
export const pulsResultTexts = {
  title: 'Результат отправки заказа в Пульс',
  orderNumber: (orderId: string | number) => `Номер заказа: ${orderId}`,
  rejectedHeading: 'Отклонённые позиции',
  noRejected: 'Все позиции приняты',
  downloadRejected: 'Скачать отклонённые позиции',
  sendRejectedToPharmacySystem: 'Отправить в систему заказов аптеки',
  downloadAndSendRejectedToStu: 'Скачать и отправить в СТУ',
  /** As the spec's own dialogs write it ('Ок'). */
  ok: 'Ок',
} as const;

/** Sending an order with nothing above 0 (§5: only rows above 0 are sent). */
export const emptyOrder = 'В заказе нет позиций с количеством больше нуля';
