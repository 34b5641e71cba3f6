import type { OrderLine } from '../../../src/domain/orders/positions';
import type { RejectedPosition } from './rejected';

/**
 * The rules of the three ordering systems the gateway simulates (ARCHITECTURE.md, "The two
 * halves"). Pure: the gateway reads stock and products from its database, calls these, stores
 * the order with its number and answers. Rules (docs/decisions/ordering-systems.md):
 * - Пульс (wholesale) takes a position only when the pharmacy's warehouse (pulsWarehouseCode)
 *   stocks the product in the amount ordered; it never splits a position. Positions of one
 *   product draw on the same stock in turn.
 * - The pharmacy ordering system takes at most PHARMACY_SYSTEM_MAX_AMOUNT packs per position.
 * - СТУ (trade units) takes only products with a barcode: trade units are matched by barcode.
 * The last two take the rest and name the refused positions in one errorMessage.
 */
export interface CatalogueProduct {
  promotionalProductId: number;
  promotionalProductName: string;
  barcodes: string[];
}
export type Catalogue = ReadonlyMap<number, CatalogueProduct>;

export interface PulsWarehouse {
  /** The pharmacy's pulsWarehouseCode; null when the pharmacy is tied to none. */
  code: string | null;
  /** Packs in stock by product id; a product the warehouse does not carry is absent or 0. */
  stock: ReadonlyMap<number, number>;
}

export interface PulsOutcome {
  accepted: OrderLine[];
  rejected: RejectedPosition[];
}

export interface RefusedPosition {
  line: OrderLine;
  product: CatalogueProduct;
  reason: string;
}

export interface SystemOutcome {
  accepted: OrderLine[];
  refused: RefusedPosition[];
  /** The refused positions in one sentence; null when every position was taken. */
  errorMessage: string | null;
}

export const PHARMACY_SYSTEM_MAX_AMOUNT = 500;

/**
 * The gateway's check before any system sees an order: the first product the catalogue does not
 * know, as a 400 message naming the field; null when all are known.
 */
export function unknownProductMessage(lines: readonly OrderLine[], catalogue: Catalogue): string | null {
  const k = lines.findIndex((line) => !catalogue.has(line.promotionalProductId));
  return k === -1 ? null : `Поле «productsList.${k}.promotionalProductId»: товар с кодом ${lines[k].promotionalProductId} не найден`;
}

/** A product the catalogue lost between the check and the call still gets a readable line. */
const productOf = (catalogue: Catalogue, id: number): CatalogueProduct =>
  catalogue.get(id) ?? { promotionalProductId: id, promotionalProductName: `Товар с кодом ${id}`, barcodes: [] };

export function pulsPurchase(lines: readonly OrderLine[], warehouse: PulsWarehouse, catalogue: Catalogue): PulsOutcome {
  const left = new Map(warehouse.stock);
  const accepted: OrderLine[] = [];
  const rejected: RejectedPosition[] = [];
  for (const line of lines) {
    const product = productOf(catalogue, line.promotionalProductId);
    const reject = (reason: string) => rejected.push({ product, amount: line.orderAmount, reason });
    const stock = left.get(line.promotionalProductId) ?? 0;
    if (warehouse.code === null) reject('Аптека не привязана к складу Пульс');
    else if (!catalogue.has(line.promotionalProductId)) reject('Товар не найден в каталоге Пульс');
    else if (stock <= 0) reject(`Товара нет на складе Пульс ${warehouse.code}`);
    else if (stock < line.orderAmount) {
      reject(`Недостаточно товара на складе Пульс ${warehouse.code}: в наличии ${stock} уп., заказано ${line.orderAmount} уп.`);
    } else {
      left.set(line.promotionalProductId, stock - line.orderAmount);
      accepted.push({ ...line });
    }
  }
  return { accepted, rejected };
}

/** The errorMessage of a system that refused some positions. */
export function refusalMessage(refused: readonly RefusedPosition[]): string | null {
  if (refused.length === 0) return null;
  const items = refused.map(
    ({ line, product, reason }) =>
      `«${product.promotionalProductName}» (код ${product.promotionalProductId}, ${line.orderAmount} уп.) — ${reason}`,
  );
  return `Не приняты позиции: ${items.join('; ')}`;
}

function systemPurchase(
  lines: readonly OrderLine[],
  catalogue: Catalogue,
  refuse: (line: OrderLine, product: CatalogueProduct) => string | null,
): SystemOutcome {
  const accepted: OrderLine[] = [];
  const refused: RefusedPosition[] = [];
  for (const line of lines) {
    const product = productOf(catalogue, line.promotionalProductId);
    const reason = catalogue.has(line.promotionalProductId) ? refuse(line, product) : 'товар не найден в каталоге';
    if (reason === null) accepted.push({ ...line });
    else refused.push({ line, product, reason });
  }
  return { accepted, refused, errorMessage: refusalMessage(refused) };
}

export const pharmacySystemPurchase = (lines: readonly OrderLine[], catalogue: Catalogue): SystemOutcome =>
  systemPurchase(lines, catalogue, (line) =>
    line.orderAmount > PHARMACY_SYSTEM_MAX_AMOUNT ? `больше ${PHARMACY_SYSTEM_MAX_AMOUNT} уп. на позицию` : null,
  );

export const stuPurchase = (lines: readonly OrderLine[], catalogue: Catalogue): SystemOutcome =>
  systemPurchase(lines, catalogue, (_line, product) => (product.barcodes.some((code) => code.trim() !== '') ? null : 'нет штрихкода'));
