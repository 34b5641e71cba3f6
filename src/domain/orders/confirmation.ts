import { formatMoney, formatNumber } from '../shared/format';
import { pluralForm, pluralForms } from './plural';
import { maxPacksMessage, maxPacksPerLine, timesText, type UnusualLine } from './order-quantity';
import type { OrderLine } from './positions';

/**
 * The confirmation before an order leaves: where it goes, how many positions
 * and packs, and the sum; for Пульс also what its warehouse will refuse.
 */
export const orderDestinations = ['puls', 'pharmacySystem', 'stu', 'purchaseService'] as const;
export type OrderDestination = (typeof orderDestinations)[number];

/** The destination as the sentence needs it: 'Отправить заказ в …'. */
export const destinationNames: Readonly<Record<OrderDestination, string>> = {
  puls: 'Пульс',
  pharmacySystem: 'систему заказов аптеки',
  stu: 'СТУ',
  purchaseService: 'сервис закупок',
};

/** What the order holds: positions (one per product) and packs. */
export function orderFigures(lines: readonly OrderLine[]): { positions: number; packs: number } {
  let packs = 0;
  for (const line of lines) packs += line.orderAmount;
  return { positions: lines.length, packs };
}

/** '12 позиций', '1 позиция'. */
export const positionsText = (count: number): string => `${formatNumber(count)} ${pluralForm(count, pluralForms.position)}`;

/** '340 упаковок', '1 упаковка' (the summary itself writes 'уп.'). */
export const packsText = (count: number): string => `${formatNumber(count)} ${pluralForm(count, pluralForms.pack)}`;

/**
 * 'Отправить заказ в Пульс: 12 позиций, 340 уп., на сумму 45 210,50 ₽?'; without the sum when
 * the screen knows no prices (the rejected positions of a Пульс order come without them).
 */
export function confirmationText(destination: OrderDestination, lines: readonly OrderLine[], sum: number | null): string {
  const { positions, packs } = orderFigures(lines);
  const sumText = sum === null ? '' : `, на сумму ${formatMoney(sum)} ₽`;
  return `Отправить заказ в ${destinationNames[destination]}: ${positionsText(positions)}, ${formatNumber(packs)} уп.${sumText}?`;
}

export const confirmationTexts = {
  title: 'Подтверждение заказа',
  send: 'Отправить',
  cancel: 'Отмена',
  checkingStock: 'Проверяем остатки склада Пульс…',
  /** The whole order is stocked. */
  allStocked: (warehouseCode: string) => `Склад Пульс ${warehouseCode} примет все позиции заказа.`,
  /** 'Склад Пульс MSK-01 не примет 3 позиции:' */
  refused: (warehouseCode: string | null, count: number) => {
    const positions = `${formatNumber(count)} ${pluralForm(count, pluralForms.positionAccusative)}`;
    return warehouseCode === null
      ? `Аптека не привязана к складу Пульс: Пульс не примет ${positions}:`
      : `Склад Пульс ${warehouseCode} не примет ${positions}:`;
  },
  refusedGrid: 'Позиции, которые склад Пульс не примет',
  /** The back end has no warehouse check before sending (our extension): the spec's confirmation, saying so. */
  notChecked: 'Остатки склада Пульс заранее не проверяются: отклонённые позиции будут показаны в результате отправки.',
  recheck: 'Проверить снова',
  /** A failed check does not block the order. */
  checkFailed: (reason: string) =>
    `Не удалось проверить остатки склада Пульс (${reason}). Заказ можно отправить: отклонённые позиции будут показаны в результате.`,
} as const;

/**
 * The lines the confirmation names before the order leaves: 'Аспирин — 500 уп.,
 * предложено 4: больше предложенного в 125 раз', or '…: не больше 10 000 упаковок в строке'.
 */
export function unusualLineText(line: UnusualLine): string {
  const head = `${line.name} — ${formatNumber(line.packs)} уп., предложено ${formatNumber(line.recommended)}`;
  if (line.flag === 'aboveBound') return `${head}: ${maxPacksMessage.toLowerCase()}`;
  return line.recommended > 0 ? `${head}: больше предложенного ${timesText(line.packs, line.recommended)}` : `${head}: сверх предложенного`;
}

export const unusualTexts = {
  heading: 'Проверьте количество в этих строках:',
  /** The list names at most this many lines; the rest are counted. */
  shown: 20,
  more: (count: number) => `…и ещё ${positionsText(count)}`,
  list: 'Позиции с необычным количеством',
  /** Sending is blocked while a line is above the bound. */
  blocked: `В заказе есть строки больше ${formatNumber(maxPacksPerLine)} упаковок: заказ не отправится, пока количество не исправлено. Нажмите «Отмена» и исправьте его в таблице.`,
} as const;
