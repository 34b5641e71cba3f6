import { initiativeTypeName, type InitiativeType } from '../../src/domain/shared/initiative-types';
import type { Period } from '../../src/domain/shared/quarters';
import { randomSource } from './reports-random';
import { spanOf, type Span, type SpanKind } from './reports-calendar';

/** One initiative of the demo before its figures are drawn. */
export interface PlannedInitiative {
  id: number;
  pharmacyId: number;
  /** An InitiativeType, or USTM_SALE: the live source's name for private-label sales. */
  type: InitiativeType | 'USTM_SALE';
  name: string;
  span: Span;
  /** The distributor published an analytics cube for it (only types that have a cube). */
  hasCubeLink: boolean;
  /** The distributor never said when it computed the figures: the report shows 'Неизвестно'. */
  freshnessUnknown?: boolean;
}

type Entry = [id: number, type: PlannedInitiative['type'], name: string, span: SpanKind, cube?: 'cube', unknown?: 'freshness unknown'];

/**
 * Apteka1's current quarter: every type of spec section 3, fixed ids 1001-1030 whatever the date,
 * so end-to-end tests can name them. Month-long ones in the first month have expired by the
 * quarter's second month; two PULSAR_BONUS rows the portal hides; one USTM_SALE.
 */
export const apteka1Current: readonly Entry[] = [
  [1001, 'MANDATORY_MATRIX', 'Обязательная матрица: базовый ассортимент', 'quarter', 'cube'],
  [1002, 'PRIVATE_LABEL', 'СТМ «Фармаклуб»: уход за кожей', 'quarter', 'cube'],
  [1003, 'PRODUCT_OF_THE_DAY', 'Товар дня: осенние новинки', 'quarter', 'cube'],
  [1004, 'PHARMACIST_MOTIVATION', 'Мотивация первостольников: витамины', 'quarter'],
  [1005, 'RECOMMENDED_GOODS', 'Рекомендованные товары: сезон простуд', 'quarter', 'cube'],
  [1006, 'PREVENT_STOCKOUT', 'Без дефектуры: жаропонижающие', 'quarter'],
  [1007, 'PROCUREMENT_PLAN', 'План закупок: средства от простуды', 'quarter', 'cube'],
  [1008, 'PROCUREMENT_PLAN_MONETARY', 'План закупок в рублях: «Отисифарм»', 'quarter', 'cube'],
  [1009, 'SALES_PLAN', 'План продаж: средства от кашля', 'quarter'],
  [1010, 'SALES_PLAN_MONETARY', 'План продаж в рублях: «Эвалар»', 'quarter'],
  [1011, 'PRIORITY_SALE', 'Приоритетные продажи: «Санофи»', 'quarter'],
  [1012, 'PHARMACY_MOTIVATION', 'Мотивация аптеки: сезонные товары', 'quarter'],
  [1013, 'DISCOUNT_COMPENSATION', 'Компенсация скидки: обезболивающие', 'quarter'],
  [1014, 'PROCUREMENT', 'Закупка у «Пульс»: осенний сезон', 'quarter'],
  [1015, 'PROCUREMENT_USTM', 'Закупка СТМ «Фармаклуб»', 'quarter'],
  [1016, 'PROCUREMENT_USTM_MONTH', 'Закупка СТМ за первый месяц', 'month1'],
  [1017, 'PROCUREMENT_MONTH', 'Закупка за первый месяц: витамины', 'month1'],
  [1018, 'PROCUREMENT_GROUPING', 'Групповая закупка: гигиена', 'quarter'],
  [1019, 'PROCUREMENT_GROUPING_MONTH', 'Групповая закупка за второй месяц', 'month2'],
  [1020, 'PROCUREMENT_GROUPING_SP', 'Групповая закупка СП: детское питание', 'quarter'],
  [1021, 'PROCUREMENT_GROUPING_SP_MONTH', 'Групповая закупка СП за первый месяц', 'month1'],
  [1022, 'ESTABLISHED_ORDER', 'Установленный заказ: сезонный', 'quarter', 'cube'],
  [1023, 'IMPULSE_ACTION', 'Импульсная акция «Осенний импульс»', 'quarter', 'cube'],
  [1024, 'IMPULSE_ACTION_SINGLETON', 'Разовая импульсная акция: две недели', 'firstTwoWeeks'],
  [1025, 'EVENT_COMPENSATION', 'Компенсация мероприятий: день здоровья', 'quarter', undefined, 'freshness unknown'],
  [1026, 'MATRIX_PLUS', 'Матрица плюс: расширенный ассортимент', 'quarter'],
  [1027, 'SHOWCASE', 'Витрина: выкладка у кассы', 'quarter'],
  [1028, 'PULSAR_BONUS', 'Бонус Пульсар: закупки', 'quarter'],
  [1029, 'PULSAR_BONUS', 'Бонус Пульсар: продажи', 'quarter'],
  [1030, 'USTM_SALE', 'Продажи СТМ «Фармаклуб»', 'quarter'],
];

/** Apteka2's own few, so that scoping is visible: this quarter and the one before. */
export const apteka2Current: readonly Entry[] = [
  [5001, 'MANDATORY_MATRIX', 'Обязательная матрица: аптека на Ленинском', 'quarter'],
  [5002, 'PRODUCT_OF_THE_DAY', 'Товар дня: аптека на Ленинском', 'quarter'],
  [5003, 'SALES_PLAN', 'План продаж: аптека на Ленинском', 'quarter'],
];
export const apteka2Previous: readonly Entry[] = [
  [5101, 'MANDATORY_MATRIX', 'Обязательная матрица: аптека на Ленинском', 'quarter'],
  [5102, 'PRIORITY_SALE', 'Приоритетные продажи: аптека на Ленинском', 'quarter'],
];

export const planEntries = (pharmacyId: number, period: Period, entries: readonly Entry[]): PlannedInitiative[] =>
  entries.map(([id, type, name, span, cube, unknown]) => ({
    id,
    pharmacyId,
    type,
    name,
    span: spanOf(period, span),
    hasCubeLink: cube === 'cube',
    freshnessUnknown: unknown !== undefined,
  }));

/** Types a past quarter may have had besides the mandatory matrix; the six report-detail types among them. */
const historyPool: readonly InitiativeType[] = [
  'PRODUCT_OF_THE_DAY',
  'SALES_PLAN',
  'PRIORITY_SALE',
  'PHARMACIST_MOTIVATION',
  'EVENT_COMPENSATION',
  'PREVENT_STOCKOUT',
  'PROCUREMENT_PLAN',
  'RECOMMENDED_GOODS',
  'PHARMACY_MOTIVATION',
  'DISCOUNT_COMPENSATION',
  'PROCUREMENT',
  'PRIVATE_LABEL',
];

const roman = ['I', 'II', 'III', 'IV'];

/**
 * A past quarter of apteka1: the mandatory matrix and about half of the pool, chosen by a source
 * seeded with the quarter. Ids read as year, quarter, number: 2021305 is the 5th of Q3 2021.
 */
export function planHistory(period: Period): PlannedInitiative[] {
  const random = randomSource(period.year * 10 + period.quarter);
  const types: InitiativeType[] = ['MANDATORY_MATRIX', ...historyPool.filter(() => random.chance(0.55))];
  return types.map((type, index) => ({
    id: period.year * 1000 + period.quarter * 100 + index + 1,
    pharmacyId: 1,
    type,
    name: `${initiativeTypeName(type)}, ${roman[period.quarter - 1]} квартал ${period.year}`,
    span: spanOf(period, 'quarter'),
    hasCubeLink: false,
  }));
}
