import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderKind, OrderProducts, OrderType } from '../../../src/api/contract/orders';
import type { OrderLine } from '../../../src/domain/orders/positions';
import { unknownProductMessage, type CatalogueProduct } from './simulated-suppliers';
import type { Database } from '../../db/connect';
import { products } from '../../db/schema';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { pharmacyInScope } from '../../http/ownership';
import { namedPharmacy, type PharmacyRow } from '../reports/pharmacy-scope';

/** A catalogue product with its price, which order positions and files carry. */
export interface PricedProduct extends CatalogueProduct {
  price: number;
}
export type PricedCatalogue = ReadonlyMap<number, PricedProduct>;

/** PostgreSQL integers: an id outside them names no product, and sent to a query it would fail. */
const isInteger32 = (id: number) => id >= -2_147_483_648 && id <= 2_147_483_647;

/** The catalogue entries of the products an order names. */
export async function catalogueOf(db: Database, lines: readonly OrderLine[]): Promise<PricedCatalogue> {
  const ids = [...new Set(lines.map((line) => line.promotionalProductId).filter(isInteger32))];
  const rows = ids.length === 0 ? [] : await db.select().from(products).where(inArray(products.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { promotionalProductId: row.id, promotionalProductName: row.name, barcodes: row.barcodes, price: row.nominalPrice },
    ]),
  );
}

export interface OrderRequest {
  lines: OrderLine[];
  pharmacy: PharmacyRow;
  catalogue: PricedCatalogue;
  /** The screen the order comes from, when the body says (Пульс's path does not); null otherwise. */
  orderType: OrderType | null;
  /** The body's orderKind (our extension): which screen sent it; null when it does not say. */
  orderKind: OrderKind | null;
}

/**
 * An order body checked before any system sees it: its shape was checked by the declaration
 * (an empty list, an amount that is not a whole number above 0 → 400 naming the field); here,
 * whose pharmacy it is for (a pharmacy user: its own, 403 for another; staff must name one) and
 * that every product exists (400).
 */
export async function orderRequest(app: FastifyInstance, request: FastifyRequest, body: OrderProducts): Promise<OrderRequest> {
  const { productsList: lines, pharmacyId } = body;
  const scoped = pharmacyInScope(request.user, pharmacyId ?? null);
  if (scoped === null) throw badRequest(fieldMessage('pharmacyId', 'укажите аптеку, для которой заказ'));
  const pharmacy = await namedPharmacy(app.db, request.user, scoped);
  const catalogue = await catalogueOf(app.db, lines);
  const unknown = unknownProductMessage(lines, catalogue);
  if (unknown) throw badRequest(unknown);
  return { lines, pharmacy, catalogue, orderType: body.orderType ?? null, orderKind: body.orderKind ?? null };
}
