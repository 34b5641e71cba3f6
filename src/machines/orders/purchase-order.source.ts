import { defaultFileNames } from '../../domain/orders/file-names';
import type { OrderSource } from './order-send.types';
import { positionsOrderSource, type SourcePort } from './positions-order-source';

/**
 * The purchase order by initiative as the order-send machine reads it: the order comes from the
 * positions worker (the matching positions above 0); the spreadsheet and the file for the
 * information system Пульс are the gateway's (§7.3 purchase-order-initiative, purchase-order-for-puls).
 */
export function purchaseOrderSource(worker: Pick<SourcePort, 'orderDraft'>, today: () => Date = () => new Date()): OrderSource {
  return positionsOrderSource(
    worker,
    {
      orderPositions: { call: 'purchaseOrderInitiative', name: defaultFileNames.initiativeOrder },
      pulsFile: { call: 'purchaseOrderForPuls', name: defaultFileNames.orderFile },
    },
    today,
  );
}
