import type { UnusualLine } from './order-quantity';
import type { OrderLine } from './positions';

/**
 * An order as it would be sent, for the confirmation before it leaves: the lines
 * (one per product, above 0) and their sum at the screen's prices, RUB (null when the screen
 * knows no prices). Positions and packs follow from the lines. The workers build it and the
 * order-send machine confirms it, so it lives here, below both.
 */
export interface OrderDraft {
  lines: OrderLine[];
  sum: number | null;
  /**
   * The lines above the per-line bound (they block sending) or far above their proposal, named
   * in the confirmation; absent from a source that proposes nothing.
   */
  unusual?: UnusualLine[];
}

/** A file ready to save. Without a name it saves under the default of its kind (§4). */
export interface OrderFile {
  bytes: ArrayBuffer | Uint8Array | Blob;
  fileName?: string | null;
  /** MIME type of the bytes; guessed from the name when absent. */
  mimeType?: string;
}
