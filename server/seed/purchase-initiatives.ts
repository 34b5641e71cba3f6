import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { normalizeInitiativeType } from '../../src/domain/shared/initiative-types';
import { currentPeriod, quarterEnd, quarterStart } from '../../src/domain/shared/quarters';
import type { Database } from '../db/connect';
import { initiatives } from '../db/schema';

/** An initiative purchase positions, plans or recommendations belong to. */
export interface PurchaseInitiative {
  id: number;
  type: string;
  name: string;
}

/** A type wanted, and the initiative created for it when the reports demo has none running. */
export type WantedInitiative = [type: string, fallbackId: number, fallbackName: string];

/**
 * The purchase-order initiatives of apteka1: twelve of eleven types, among them two private-label
 * ones (PRIVATE_LABEL and the live source's USTM_SALE are one type), so the initiative filter has
 * something to choose within a type. All run the whole quarter in the reports demo.
 */
export const apteka1PurchaseTypes: readonly WantedInitiative[] = [
  ['PROCUREMENT', 1951, 'Закупка у «Пульс»: осенний сезон'],
  ['PROCUREMENT_PLAN', 1952, 'План закупок: средства от простуды'],
  ['PROCUREMENT_PLAN_MONETARY', 1953, 'План закупок в рублях: «Отисифарм»'],
  ['PROCUREMENT_USTM', 1954, 'Закупка СТМ «Фармаклуб»'],
  ['PROCUREMENT_GROUPING', 1955, 'Групповая закупка: гигиена'],
  ['PROCUREMENT_GROUPING_SP', 1956, 'Групповая закупка СП: детское питание'],
  ['ESTABLISHED_ORDER', 1957, 'Установленный заказ: сезонный'],
  ['PRIVATE_LABEL', 1958, 'СТМ «Фармаклуб»: уход за кожей'],
  ['PRIVATE_LABEL', 1959, 'Продажи СТМ «Фармаклуб»'],
  ['MATRIX_PLUS', 1960, 'Матрица плюс: расширенный ассортимент'],
  ['PRODUCT_OF_THE_DAY', 1961, 'Товар дня: осенние новинки'],
  ['IMPULSE_ACTION', 1962, 'Импульсная акция «Осенний импульс»'],
];

/** Apteka2's two purchase-order initiatives of the reports demo. */
export const apteka2PurchaseTypes: readonly WantedInitiative[] = [
  ['PRODUCT_OF_THE_DAY', 5951, 'Товар дня: аптека на Ленинском'],
  ['SALES_PLAN', 5952, 'План продаж: аптека на Ленинском'],
];

/** What a recommended order may be built for (the compose call's types), apteka1's first. */
export const apteka1ComposeTypes: readonly WantedInitiative[] = [
  ['MANDATORY_MATRIX', 1963, 'Обязательная матрица: базовый ассортимент'],
  ['PROCUREMENT', 1951, 'Закупка у «Пульс»: осенний сезон'],
  ['PROCUREMENT_PLAN', 1952, 'План закупок: средства от простуды'],
  ['ESTABLISHED_ORDER', 1957, 'Установленный заказ: сезонный'],
];

export const apteka2ComposeTypes: readonly WantedInitiative[] = [['MANDATORY_MATRIX', 5953, 'Обязательная матрица: аптека на Ленинском']];

/**
 * The pharmacy's running initiatives of the wanted types, as the reports demo created them (so the
 * overview and the order tabs name the same initiatives), each used once; a type wanted more often
 * than it runs gets an initiative of its own for this quarter with the fallback id (a range no
 * report uses). As forecastInitiatives, for several initiatives of a type.
 */
export async function purchaseInitiatives(
  db: Database,
  pharmacyId: number,
  now: Date,
  wanted: readonly WantedInitiative[],
): Promise<PurchaseInitiative[]> {
  const period = currentPeriod(now);
  const running = await db
    .select({ id: initiatives.id, type: initiatives.type, name: initiatives.name })
    .from(initiatives)
    .where(and(eq(initiatives.pharmacyId, pharmacyId), lte(initiatives.periodFrom, now), gte(initiatives.periodTo, now)))
    .orderBy(asc(initiatives.id));

  const chosen: PurchaseInitiative[] = [];
  const missing: (typeof initiatives.$inferInsert)[] = [];
  for (const [type, id, name] of wanted) {
    const taken = new Set(chosen.map((initiative) => initiative.id));
    const found = running.find((row) => normalizeInitiativeType(row.type) === type && !taken.has(row.id));
    if (found) chosen.push(found);
    else {
      chosen.push({ id, type, name });
      missing.push({ id, pharmacyId, type, name, periodFrom: quarterStart(period), periodTo: quarterEnd(period) });
    }
  }
  if (missing.length > 0) await db.insert(initiatives).values(missing);
  return chosen;
}
