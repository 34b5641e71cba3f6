import { formatCell } from '../../domain/shared/cell-format';
import { formatMoney, formatNumber } from '../../domain/shared/format';

/** Money: 2 decimals grouped; measured KPI values and coefficients: 2 decimals (as looked up). */
export const money = (value: number) => formatMoney(value);
export const twoDecimals = (value: number) => formatNumber(value, 2);
/** Packs planned or sold: grouped, with 2 decimals only when a plan has them. */
export const packs = (value: number) => formatCell('count', value);
