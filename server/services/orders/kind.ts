import type { OrderKind, OrderType } from '../../../src/api/contract/orders';

/**
 * The kind an order is recorded with: what the body's orderKind says when it refines the order's
 * type (the same, 'recommended' for a 'pi' order, anything for a Пульс order whose path has no
 * type), else the type itself; a body cannot relabel an RG order as a forecast's.
 */
export function recordedKind(type: OrderType | null, told: OrderKind | null): OrderKind | null {
  if (told === null) return type;
  if (type === null || told === type || (told === 'recommended' && type === 'pi')) return told;
  return type;
}
