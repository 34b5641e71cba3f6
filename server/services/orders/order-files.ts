import type { FastifyInstance } from 'fastify';
import { orderCalls, orderFileTypes } from '../../../src/api/contract/orders';
import { defaultFileNames } from '../../../src/domain/orders/file-names';
import { orderCsv } from '../../../src/domain/orders/order-csv';
import { orderWorkbook } from './order-sheet';
import { mergePositions, type OrderFilePosition } from '../../../src/domain/orders/positions';
import { route, type RouteOptions } from '../../http/route';
import { sendFile } from './file-answer';
import { orderRequest, type OrderRequest } from './order-request';

/** One line per product, with the catalogue's name, first barcode and price. */
function filePositions({ lines, catalogue }: OrderRequest): OrderFilePosition[] {
  return mergePositions(
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
}

/**
 * The order files (spec §7.3 blob calls), checked like an order; nothing is stored.
 * - the csv the wholesale information system Пульс loads (layout in src/domain/orders/order-csv.ts):
 *   profit-forecast-for-puls, purchase-order-for-puls, purchase-order-rg-for-puls;
 * - the xlsx of the order's rows above 0 with a total line (order-sheet.ts):
 *   purchase-order-initiative, purchase-order-rg-simple, order-compose (the recommended order).
 */
export function orderFileRoutes(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  type FileCall = (typeof orderCalls)[
    | 'profitForecastForPuls'
    | 'purchaseOrderForPuls'
    | 'purchaseOrderRgForPuls'
    | 'purchaseOrderInitiative'
    | 'purchaseOrderRgSimple'
    | 'orderCompose'];

  const csvRoute = (call: FileCall, fileName: (day: Date) => string) =>
    route(app, call, options, async ({ body }, request, reply) => {
      const order = await orderRequest(app, request, body);
      return sendFile(reply, orderCsv(filePositions(order)), orderFileTypes.csv, fileName(app.clock()));
    });

  const xlsxRoute = (call: FileCall, sheetTitle: string, fileName: (day: Date) => string) =>
    route(app, call, options, async ({ body }, request, reply) => {
      const order = await orderRequest(app, request, body);
      const bytes = await orderWorkbook(sheetTitle, filePositions(order));
      return sendFile(reply, bytes, orderFileTypes.xlsx, fileName(app.clock()));
    });

  csvRoute(orderCalls.profitForecastForPuls, defaultFileNames.orderFile);
  csvRoute(orderCalls.purchaseOrderForPuls, defaultFileNames.orderFile);
  csvRoute(orderCalls.purchaseOrderRgForPuls, defaultFileNames.rgPulsFile);
  xlsxRoute(orderCalls.purchaseOrderInitiative, 'Заказ по инициативам', defaultFileNames.initiativeOrder);
  xlsxRoute(orderCalls.purchaseOrderRgSimple, 'Заказ РГ', defaultFileNames.rgOrder);
  xlsxRoute(orderCalls.orderCompose, 'Рекомендованный заказ', defaultFileNames.recommendedOrder);
}
