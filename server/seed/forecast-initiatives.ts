import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { currentPeriod, quarterEnd, quarterStart } from '../../src/domain/shared/quarters';
import type { Database } from '../db/connect';
import { initiatives } from '../db/schema';

/** An initiative a forecast row belongs to. */
export interface ForecastInitiative {
  id: number;
  type: string;
  name: string;
}

type Wanted = [type: string, fallbackId: number, fallbackName: string];

/** Apteka1's forecast spans eight initiatives; the mandatory matrix first. */
export const apteka1ForecastTypes: readonly Wanted[] = [
  ['MANDATORY_MATRIX', 1901, 'Обязательная матрица: базовый ассортимент'],
  ['MATRIX_PLUS', 1902, 'Матрица плюс: расширенный ассортимент'],
  ['RECOMMENDED_GOODS', 1903, 'Рекомендованные товары: сезон простуд'],
  ['PROCUREMENT_PLAN', 1904, 'План закупок: средства от простуды'],
  ['PROCUREMENT', 1905, 'Закупка у «Пульс»: осенний сезон'],
  ['PROCUREMENT_GROUPING', 1906, 'Групповая закупка: гигиена'],
  ['ESTABLISHED_ORDER', 1907, 'Установленный заказ: сезонный'],
  ['PRIVATE_LABEL', 1908, 'СТМ «Фармаклуб»: уход за кожей'],
];

export const apteka2ForecastTypes: readonly Wanted[] = [
  ['MANDATORY_MATRIX', 5901, 'Обязательная матрица: аптека на Ленинском'],
  ['PRODUCT_OF_THE_DAY', 5902, 'Товар дня: аптека на Ленинском'],
  ['SALES_PLAN', 5903, 'План продаж: аптека на Ленинском'],
];

/**
 * The pharmacy's initiatives running now of the wanted types, as the reports demo created them
 * (so the forecast, the overview and the reports name the same initiatives). A type the reports
 * demo lacks gets an initiative of its own for this quarter, with an id from the 1900/5900 range
 * no report uses.
 */
export async function forecastInitiatives(
  db: Database,
  pharmacyId: number,
  now: Date,
  wanted: readonly Wanted[],
): Promise<ForecastInitiative[]> {
  const period = currentPeriod(now);
  const running = await db
    .select({ id: initiatives.id, type: initiatives.type, name: initiatives.name })
    .from(initiatives)
    .where(
      and(
        eq(initiatives.pharmacyId, pharmacyId),
        inArray(
          initiatives.type,
          wanted.map(([type]) => type),
        ),
        lte(initiatives.periodFrom, now),
        gte(initiatives.periodTo, now),
      ),
    )
    .orderBy(asc(initiatives.id));

  const chosen: ForecastInitiative[] = [];
  const missing: (typeof initiatives.$inferInsert)[] = [];
  for (const [type, id, name] of wanted) {
    const found = running.find((row) => row.type === type);
    if (found) chosen.push(found);
    else {
      chosen.push({ id, type, name });
      missing.push({ id, pharmacyId, type, name, periodFrom: quarterStart(period), periodTo: quarterEnd(period) });
    }
  }
  if (missing.length > 0) await db.insert(initiatives).values(missing);
  return chosen;
}
