import { formatDate } from '../shared/format';

/**
 * Names of downloaded files. A file arrives under the name its answer gives
 * (Content-Disposition) or under a default (§4): .csv for order files, .xml for the ordering
 * systems, .xlsx for the rejected list. Dates are the user's day, DD.MM.YYYY.
 */
export const defaultFileNames = {
  orderFile: (day: Date) => `Заказ ${formatDate(day)}.csv`,
  orderingSystemFile: (day: Date) => `Заказ для систем заказа ${formatDate(day)}.xml`,
  rejected: (orderId: string | number) => `Отклонённые позиции заказа ${orderId}.xlsx`,
  forecast: (day: Date) => `Прогноз прибыли ${formatDate(day)}.xlsx`,
  forecastProducts: (day: Date) => `Товары заказа ${formatDate(day)}.xlsx`,
  /** The order files the gateway builds for the purchase-order, RG and recommended screens. */
  initiativeOrder: (day: Date) => `Заказ по инициативам ${formatDate(day)}.xlsx`,
  rgOrder: (day: Date) => `Заказ РГ ${formatDate(day)}.xlsx`,
  rgPulsFile: (day: Date) => `Заказ РГ ${formatDate(day)}.csv`,
  /** Verbatim (§7.3): 'Рекомендованный заказ {date}.xlsx'. */
  recommendedOrder: (day: Date) => `Рекомендованный заказ ${formatDate(day)}.xlsx`,
} as const;

export { contentDisposition, fileNameFromContentDisposition } from '../shared/content-disposition';
