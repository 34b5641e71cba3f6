import { defaultFileNames } from '../../domain/orders/file-names';
import type { OrderSource } from './order-send.types';
import { positionsOrderSource, type SourcePort } from './positions-order-source';

/**
 * The RG order as the order-send machine reads it (spec §2.4): the order and the whole list come
 * from the positions worker; the spreadsheet of the rows above 0 and the file for the information
 * system Пульс are the gateway's (purchase-order-rg-simple, purchase-order-rg-for-puls).
 */
export function rgOrderSource(worker: SourcePort, today: () => Date = () => new Date()): OrderSource {
  return positionsOrderSource(
    worker,
    {
      orderPositions: { call: 'purchaseOrderRgSimple', name: defaultFileNames.rgOrder },
      pulsFile: { call: 'purchaseOrderRgForPuls', name: defaultFileNames.rgPulsFile },
      allPositions: () => worker.wholeListFile(),
    },
    today,
  );
}
