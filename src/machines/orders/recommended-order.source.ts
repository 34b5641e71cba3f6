import { defaultFileNames } from '../../domain/orders/file-names';
import type { OrderSource } from './order-send.types';
import { positionsOrderSource, type SourcePort } from './positions-order-source';

/**
 * The recommended order as the order-send machine reads it (spec §2.3): the order comes from the
 * positions worker, its spreadsheet from the gateway's order-compose call, saved as
 * 'Рекомендованный заказ {date}.xlsx' (§7.3) on the user's own day, whatever name the answer gives.
 */
export function recommendedOrderSource(worker: Pick<SourcePort, 'orderDraft'>, today: () => Date = () => new Date()): OrderSource {
  return positionsOrderSource(
    worker,
    { orderPositions: { call: 'orderCompose', name: defaultFileNames.recommendedOrder, nameFixed: true } },
    today,
  );
}
