import { eq, inArray } from 'drizzle-orm';
import type { ProductProperty } from '../../../src/api/contract/sales-motivation';
import type { Database } from '../../db/connect';
import { cashiers, products } from '../../db/schema';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { lastDayOf } from './months';

/** A plan covers one whole month: from its first day to its last (§9). */
export function checkMonth(startDate: string, expirationDate: string, currentMonth: string): void {
  const last = lastDayOf(startDate);
  if (expirationDate !== last) throw badRequest(fieldMessage('expirationDate', `ожидается последний день месяца плана (${last})`));
  // The screen shows the previous month read-only (§2.7); the gateway keeps it so.
  if (startDate < currentMonth) throw badRequest('План прошлого месяца нельзя изменить');
  // Bounded storage: plans for at most a year ahead, not for any month of any year.
  const yearAhead = `${Number(currentMonth.slice(0, 4)) + 1}${currentMonth.slice(4)}`;
  if (startDate > yearAhead)
    throw badRequest(`План можно сохранить не дальше чем на 12 месяцев вперёд (до ${yearAhead.slice(5, 7)}.${yearAhead.slice(0, 4)})`);
}

/** Each product once, and each cashier once per product: a repeat would make the plan ambiguous. */
export function checkRepeats(properties: readonly ProductProperty[]): void {
  const seen = new Set<number>();
  properties.forEach((property, index) => {
    if (seen.has(property.promotionalProductId)) {
      throw badRequest(
        fieldMessage(`productProperties.${index}.promotionalProductId`, `товар №${property.promotionalProductId} указан дважды`),
      );
    }
    seen.add(property.promotionalProductId);
    const names = new Set<string>();
    property.cashierObjective.forEach((objective, at) => {
      if (names.has(objective.cashierNameFull)) {
        throw badRequest(
          fieldMessage(
            `productProperties.${index}.cashierObjective.${at}.cashierNameFull`,
            `кассир «${objective.cashierNameFull}» указан дважды`,
          ),
        );
      }
      names.add(objective.cashierNameFull);
    });
  });
}

/** Every product is in the catalogue. */
export async function checkProducts(db: Database, properties: readonly ProductProperty[]): Promise<void> {
  const ids = properties.map((property) => property.promotionalProductId);
  if (ids.length === 0) return;
  const known = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw badRequest(fieldMessage(`productProperties.${index}.promotionalProductId`, `товар №${ids[index]} не найден`));
}

/** The full names of the pharmacy's cashiers, in their table order. */
export async function cashierNames(db: Database, pharmacyId: number): Promise<string[]> {
  const rows = await db
    .select({ fullName: cashiers.fullName })
    .from(cashiers)
    .where(eq(cashiers.pharmacyId, pharmacyId))
    .orderBy(cashiers.position, cashiers.id);
  return rows.map((row) => row.fullName);
}

/** Every planned cashier works in the pharmacy (by full name, the plan's key). */
export async function checkCashiers(db: Database, pharmacyId: number, properties: readonly ProductProperty[]): Promise<void> {
  const named = new Set(properties.flatMap((property) => property.cashierObjective.map((objective) => objective.cashierNameFull)));
  if (named.size === 0) return;
  const known = new Set(await cashierNames(db, pharmacyId));
  const unknown = [...named].find((name) => !known.has(name));
  if (unknown !== undefined) throw badRequest(`Кассир «${unknown}» не найден в аптеке`);
}
