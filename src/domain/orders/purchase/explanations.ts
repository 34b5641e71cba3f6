import { formatNumber } from '../../shared/format';
import type { OrderPosition } from './position';

/**
 * Why a product is recommended (spec purchasing-and-pay §8), in words. NEW_PRODUCT is the spec's
 * Russian text verbatim; the others are its English made Russian. An unknown code (the
 * distributor may add one before the portal knows it) is shown as it is.
 */
export const explanationTexts = {
  NEW_PRODUCT: '!Новинка. Рекомендуем попробовать',
  AVG_MONTH_ALL_SALES: 'Рекомендация по средним продажам за месяц по стране',
  AVG_3_MONTH_SALES: 'Нулевой остаток: рекомендация по средним продажам аптеки за последние 3 месяца',
  LOW_TURNOVER: 'Низкая оборачиваемость',
  OPTIMAL_SALES: 'Остаток оптимален для текущего темпа продаж',
  AVG_MONTH_SALES: 'Рекомендация по средним продажам клиента за месяц',
  NO_BALANCE: 'Товара нет на складе поставщика',
} as const;

export type ExplanationCode = keyof typeof explanationTexts;

export const isExplanationCode = (code: string): code is ExplanationCode => Object.hasOwn(explanationTexts, code);

/** The explanation of a code in words; '' when there is none. */
export function explanationText(code: string | null | undefined): string {
  if (code == null) return '';
  return isExplanationCode(code) ? explanationTexts[code] : code;
}

/** Packs as the figures show them: whole packs plain, averages with up to 1 decimal ('2,5'). */
const packs = (value: number): string => `${formatNumber(value, Number.isInteger(value) ? 0 : 1)} уп.`;

/**
 * The figures behind a recommendation, in words: the pharmacy's sales, its stock and the stock of
 * its Пульс warehouse (the regional sales too when the recommendation rests on them). Unknown
 * figures are left out; '' when none is known.
 */
export function explanationFigures(
  position: Pick<OrderPosition, 'saleQty' | 'regionSaleQty' | 'balance' | 'pulsBalance' | 'explanation'>,
): string {
  const figures: string[] = [];
  if (position.saleQty != null) figures.push(`Продажи аптеки: ${packs(position.saleQty)}`);
  if (position.explanation === 'AVG_MONTH_ALL_SALES' && position.regionSaleQty != null)
    figures.push(`Продажи в регионе: ${packs(position.regionSaleQty)}`);
  if (position.balance != null) figures.push(`Остаток: ${packs(position.balance)}`);
  if (position.pulsBalance != null) figures.push(`Склад Пульс: ${packs(position.pulsBalance)}`);
  return figures.join(' · ');
}

/** Whether the warehouse will refuse the product (marked before sending). */
export const notStocked = (position: Pick<OrderPosition, 'explanation' | 'pulsBalance'>): boolean =>
  position.explanation === 'NO_BALANCE' || (position.pulsBalance != null && position.pulsBalance <= 0);
