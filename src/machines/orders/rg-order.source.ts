import { defaultFileNames } from '../../domain/orders/file-names';
import type { OrderFileKind, OrderSource } from './order-send.types';
import { gatewayOrderFile, type SourcePort } from './positions-order-source';

/**
 * The RG order as the order-send machine reads it (spec §2.4): the order and the whole list come
 * from the positions worker; the spreadsheet of the rows above 0 and the file for the information
 * system Пульс are the gateway's (purchase-order-rg-simple, purchase-order-rg-for-puls).
 */
export function rgOrderSource(worker: SourcePort, today: () => Date = () => new Date()): OrderSource {
  return {
    orderDraft: () => worker.orderDraft(),
    async buildFile(signal: AbortSignal, kind: OrderFileKind) {
      switch (kind) {
        case 'orderPositions':
          return gatewayOrderFile(signal, await worker.orderDraft(), 'purchaseOrderRgSimple', defaultFileNames.rgOrder(today()));
        case 'pulsFile':
          return gatewayOrderFile(signal, await worker.orderDraft(), 'purchaseOrderRgForPuls', defaultFileNames.rgPulsFile(today()));
        case 'allPositions':
          return worker.wholeListFile();
        case 'orderingSystemFile':
          // Not an action of the RG order.
          return null;
      }
    },
  };
}
