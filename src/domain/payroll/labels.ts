import { monthNames } from '../shared/months';

/**
 * The names of the payroll's figures, written once for the screen's column headers and the
 * workbook's: a user who compares the file with the screen reads the same words,
 * units included.
 */
export const figureLabels = {
  cashier: 'Кассир',
  fixedByTime: 'Оплата по ставке, руб.',
  baseBonus: 'Базовая премия, руб.',
  turnoverBonusCoeff: 'Коэффициент оборачиваемости',
  turnoverBonus: 'Премия с учётом оборачиваемости, руб.',
  expiringRemainsPenalty: 'Штраф за остатки с истекающим сроком, руб.',
  distributionKpiBonus: 'Премия для распределения по KPI, руб.',
  invoiceAvg: 'Средний чек кассира, руб.',
  kpiBonus: 'Премия по KPI, руб.',
  personalBonus: 'Уникальная премия, руб.',
  salesYctmBonus: 'Бонус за продажи УСТМ, руб.',
  monthBonus: 'Премия за месяц, руб.',
  totalBonus: 'Итого к начислению, руб.',
  initiativeBonus: 'Доп. премия по инициативам, руб.',
} as const;

/** The bonus of one KPI: 'Премия по KPI 3, руб.'. */
export const kpiBonusLabel = (n: number): string => `Премия по KPI ${n}, руб.`;

/** The pharmacy's statistics for the month, as the 'Параметры' tab and sheet name them. */
export const statLabels = {
  totalSales: 'Продажи, руб.',
  cashierCount: 'Количество кассиров',
  invoiceCount: 'Количество чеков',
  cashierAvg: 'Средние продажи на кассира, руб.',
  invoiceAvg: 'Средний чек аптеки, руб.',
  turnoverPeriod: 'Оборачиваемость, дн.',
  marketingRate: 'Доля маркетинга, %',
  expiringRemains: 'Остатки с истекающим сроком, руб.',
} as const;

/** The 'Итого' line of every table with money columns. */
export const payrollTotalLabel = 'Итого';

/** 'Октябрь 2026' of '2026-10-01'. */
export const monthLabel = (month: string): string => {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${monthNames[(monthNumber || 1) - 1] ?? ''} ${year}`.trim();
};

/** The screen's heading, 'Расчёт за октябрь 2026': the month's name in a sentence is written small. */
export const calculationHeading = (month: string): string => `Расчёт за ${monthLabel(month).toLocaleLowerCase('ru')}`;

/** What each KPI measures (our choice, shown to the user). */
export const kpiNames: Record<number, string> = {
  1: 'KPI 1. Выполнение плана продаж, %',
  2: 'KPI 2. Средний чек к среднему чеку аптеки, %',
  3: 'KPI 3. Доля маркетинговых товаров, %',
  4: 'KPI 4. Позиций в чеке',
  5: 'KPI 5. Выполнение плана мотивации продаж, %',
};

/** The threshold tables: what the threshold is and what it gives. */
export const thresholdTables = [
  { type: 'BB_PERSONAL_MARGIN', title: 'Базовая премия по личной марже', valueIn: 'Маржа от, руб.', valueOut: 'Премия, руб.' },
  {
    type: 'BB_TURNOVER_PERIOD_CORRECTION',
    title: 'Поправка на оборачиваемость',
    valueIn: 'Оборачиваемость от, дн.',
    valueOut: 'Коэффициент',
  },
  { type: 'EXPIRED_REMAINS_PENALTY', title: 'Штраф за остатки с истекающим сроком', valueIn: 'Остатки от, руб.', valueOut: 'Штраф, руб.' },
] as const;

export const kpiTables = [1, 2, 3, 4, 5].map((n) => ({
  type: `KPI_${n}` as 'KPI_1' | 'KPI_2' | 'KPI_3' | 'KPI_4' | 'KPI_5',
  title: kpiNames[n],
  valueIn: 'Значение от',
  valueOut: 'Коэффициент',
}));
