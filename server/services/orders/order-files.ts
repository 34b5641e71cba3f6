import type { FastifyInstance } from 'fastify';
import { orderFileTypes, orderRoutes } from '../../../src/api/contract/orders';
import { defaultFileNames } from '../../../src/domain/orders/file-names';
import { orderCsv } from '../../../src/domain/orders/order-csv';
import { mergePositions } from '../../../src/domain/orders/positions';
import { sendFile } from './file-answer';
import { orderRequest } from './order-request';

/**
 * POST v1/profit-forecast-for-puls: the order as the csv file the wholesale information system
 * Пульс loads (layout in src/domain/orders/order-csv.ts), one line per product, with the
 * catalogue's names, first barcodes and prices. Checked like an order; nothing is stored.
 */
export function pulsFileRoute(app: FastifyInstance) {
  app.post(orderRoutes.profitForecastForPuls, { config: { permissions: ['READ_REPORTS'] } }, async (request, reply) => {
    const { lines, catalogue } = await orderRequest(app, request);
    const positions = mergePositions(
      lines.map((line) => {
        // orderRequest refused unknown products, so every line has its entry.
        const product = catalogue.get(line.promotionalProductId);
        return {
          promotionalProductId: line.promotionalProductId,
          barcode: product?.barcodes[0] ?? '',
          name: product?.promotionalProductName ?? '',
          quantity: line.orderAmount,
          price: product?.price ?? 0,
        };
      }),
    );
    return sendFile(reply, orderCsv(positions), orderFileTypes.csv, defaultFileNames.orderFile(app.clock()));
  });
}
