import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forecastCalls, forecastFileTypes, type ForecastProductList } from '../../../src/api/contract/forecast';
import { orderFilePositions } from '../../../src/domain/forecast/edits';
import { allRows, toColumns, type ForecastColumns } from '../../../src/domain/forecast/columns';
import { forecastWorkbook, productsWorkbook } from '../../../src/domain/forecast/files';
import { defaultFileNames } from '../../../src/domain/orders/file-names';
import { emptyOrder } from '../../../src/domain/orders/messages';
import { orderXml } from '../../../src/domain/orders/order-xml';
import { badRequest } from '../../core/errors';
import { pharmacyInScope } from '../../http/ownership';
import { route, type RouteOptions } from '../../http/route';
import { sendFile } from '../orders/file-answer';
import { namedPharmacy } from '../reports/pharmacy-scope';

/**
 * The rows sent travel as JSON: the default 1 MB body limit would stop at about 1 500 rows. 32 MB
 * holds some 50 000; the portal builds larger files in its worker and never sends them here.
 */
const bodyLimit = 32 * 1024 * 1024;

interface Sent {
  columns: ForecastColumns;
  rows: Uint32Array;
  quantity: Float64Array;
  pharmacyId: number | null;
}

/** The scope (403) of the parsed rows, then the rows turned into columns. */
async function sentRows(
  app: FastifyInstance,
  request: FastifyRequest,
  { productsList }: ForecastProductList,
  pharmacyId: number | undefined,
): Promise<Sent> {
  const scoped = pharmacyInScope(request.user, pharmacyId ?? null);
  const pharmacy = scoped === null ? null : await namedPharmacy(app.db, request.user, scoped);
  const columns = toColumns(productsList);
  return {
    columns,
    rows: allRows(columns.length),
    quantity: Float64Array.from(productsList, (row) => row.quantityForOrder),
    pharmacyId: pharmacy?.id ?? null,
  };
}

const hasOrdered = ({ quantity }: Sent) => quantity.some((packs) => packs > 0);

/** POST -as-file, -products-as-file and -for-ordering-systems: the files of the rows the portal sends. */
export function forecastFiles(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'], bodyLimit };

  route(app, forecastCalls.forecastAsFile, options, async ({ query, body }, request, reply) => {
    const sent = await sentRows(app, request, body, query.pharmacyId);
    const bytes = await forecastWorkbook(sent.columns, sent.rows, sent.quantity);
    return sendFile(reply, bytes, forecastFileTypes.xlsx, defaultFileNames.forecast(app.clock()));
  });

  route(app, forecastCalls.forecastProductsAsFile, options, async ({ query, body }, request, reply) => {
    const sent = await sentRows(app, request, body, query.pharmacyId);
    if (!hasOrdered(sent)) throw badRequest(emptyOrder);
    const bytes = await productsWorkbook(sent.columns, sent.rows, sent.quantity);
    return sendFile(reply, bytes, forecastFileTypes.xlsx, defaultFileNames.forecastProducts(app.clock()));
  });

  route(app, forecastCalls.forecastForOrderingSystems, options, async ({ query, body }, request, reply) => {
    const sent = await sentRows(app, request, body, query.pharmacyId);
    if (!hasOrdered(sent)) throw badRequest(emptyOrder);
    const positions = orderFilePositions(sent.columns, sent.rows, sent.quantity);
    const bytes = orderXml(positions, { type: 'mtx', pharmacyId: sent.pharmacyId, created: app.clock() });
    return sendFile(reply, bytes, forecastFileTypes.xml, defaultFileNames.orderingSystemFile(app.clock()));
  });
}
