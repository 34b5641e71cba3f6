/** What each KPI measures (the lead's decision, shown to the user: issue 9 item 5). */
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
  { type: 'BB_TURNOVER_PERIOD_CORRECTION', title: 'Поправка на оборачиваемость', valueIn: 'Оборачиваемость от, дн.', valueOut: 'Коэффициент' },
  { type: 'EXPIRED_REMAINS_PENALTY', title: 'Штраф за остатки с истекающим сроком', valueIn: 'Остатки от, руб.', valueOut: 'Штраф, руб.' },
] as const;

export const kpiTables = [1, 2, 3, 4, 5].map((n) => ({ type: `KPI_${n}` as 'KPI_1' | 'KPI_2' | 'KPI_3' | 'KPI_4' | 'KPI_5', title: kpiNames[n], valueIn: 'Значение от', valueOut: 'Коэффициент' }));
