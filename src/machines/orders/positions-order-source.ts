import { orderCalls } from '../../api/contract/orders';
import { http } from '../../api/shared/http';
import type { PositionsWorker } from '../../workers/orders/positions-types';
import type { OrderDraft, OrderFile, OrderFileKind, OrderSource } from './order-send.types';

/** What an order source of the positions worker reads from it. */
export type SourcePort = Pick<PositionsWorker, 'orderDraft' | 'wholeListFile'>;

/** The order files the gateway builds from an order (§7.3 blob calls). */
export type OrderFileCall =
  'purchaseOrderForPuls' | 'purchaseOrderInitiative' | 'purchaseOrderRgSimple' | 'purchaseOrderRgForPuls' | 'orderCompose';

/**
 * A file the gateway builds from the order's lines above 0 (§7.3's blob calls), under the name its
 * answer gives or `name` when it gives none, or always under `name` when the spec fixes it; null
 * when the order is empty, so the order-send machine warns and saves nothing. The purchase order,
 * the RG order and the recommended order build their files with it.
 */
export async function gatewayOrderFile(
  signal: AbortSignal,
  draft: OrderDraft,
  call: OrderFileCall,
  name: { text: string; fixed?: boolean },
): Promise<OrderFile | null> {
  if (draft.lines.length === 0) return null;
  const { blob, fileName } = await http().requestFile(orderCalls[call], { body: { productsList: draft.lines }, signal });
  return { bytes: blob, fileName: name.fixed ? name.text : (fileName ?? name.text), mimeType: blob.type || undefined };
}

/** A file the gateway builds from the order: its call, and the name it is saved under. */
export interface GatewayFile {
  call: OrderFileCall;
  name: (day: Date) => string;
  /**
   * The spec names the saved file itself, so it carries the user's own day: a back end in another
   * time zone (or another team's, naming it otherwise) would date it yesterday after midnight.
   */
  nameFixed?: boolean;
}

/** The files a screen offers: the order's spreadsheet and Пульс file from the gateway, the whole list from the worker. */
export interface OfferedFiles {
  orderPositions?: GatewayFile;
  pulsFile?: GatewayFile;
  allPositions?: () => Promise<OrderFile | null>;
}

/**
 * An order screen's side of an order as the order-send machine reads it: the order comes from the
 * positions worker, each file from where the screen says; a kind the screen does not offer builds nothing.
 */
export function positionsOrderSource(worker: Pick<SourcePort, 'orderDraft'>, files: OfferedFiles, today: () => Date): OrderSource {
  return {
    orderDraft: () => worker.orderDraft(),
    async buildFile(signal: AbortSignal, kind: OrderFileKind) {
      if (kind === 'allPositions') return files.allPositions ? files.allPositions() : null;
      const file = kind === 'orderPositions' || kind === 'pulsFile' ? files[kind] : undefined;
      if (!file) return null;
      return gatewayOrderFile(signal, await worker.orderDraft(), file.call, { text: file.name(today()), fixed: file.nameFixed });
    },
  };
}
