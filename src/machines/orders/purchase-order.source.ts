import { defaultFileNames } from '../../domain/orders/file-names';
import type { OrderFileKind, OrderSource } from './order-send.types';
import { gatewayOrderFile, type SourcePort } from './positions-order-source';

/**
 * The purchase order by initiative as the order-send machine reads it: the order comes from the
 * positions worker (the matching positions above 0); the spreadsheet and the file for the
 * information system Пульс are the gateway's (§7.3 purchase-order-initiative, purchase-order-for-puls).
 */
export function purchaseOrderSource(worker: Pick<SourcePort, 'orderDraft'>, today: () => Date = () => new Date()): OrderSource {
  return {
    orderDraft: () => worker.orderDraft(),
    async buildFile(signal: AbortSignal, kind: OrderFileKind) {
      switch (kind) {
        case 'orderPositions':
          return gatewayOrderFile(signal, await worker.orderDraft(), 'purchaseOrderInitiative', defaultFileNames.initiativeOrder(today()));
        case 'pulsFile':
          return gatewayOrderFile(signal, await worker.orderDraft(), 'purchaseOrderForPuls', defaultFileNames.orderFile(today()));
        default:
          // Not actions of this screen.
          return null;
      }
    },
  };
}
