import { orderFile, type OrderFileCall } from '../api/orders';
import { defaultFileNames } from '../domain/orders/file-names';
import type { PositionsWorker } from '../workers/positions-types';
import type { OrderDraft, OrderFile, OrderFileKind, OrderSource } from './order-send.types';

/** What an order source of the positions worker reads from it. */
export type SourcePort = Pick<PositionsWorker, 'orderDraft' | 'wholeListFile'>;

/**
 * A file the gateway builds from the order's lines above 0 (§7.3's blob calls), under its own name
 * or `fallbackName`; null when the order is empty, so the order-send machine warns and saves nothing.
 */
export async function gatewayOrderFile(signal: AbortSignal, draft: OrderDraft, call: OrderFileCall, fallbackName: string): Promise<OrderFile | null> {
  if (draft.lines.length === 0) return null;
  const { blob, fileName } = await orderFile(call, { lines: draft.lines }, signal);
  return { bytes: blob, fileName: fileName ?? fallbackName, mimeType: blob.type || undefined };
}

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
