import { forecastCalls, type ForecastRow } from '../../api/contract/forecast';
import { orderCalls } from '../../api/contract/orders';
import { ApiError, type Http } from '../../api/shared/http';
import { readRow } from '../../domain/forecast/columns';
import { orderDraft } from '../../domain/forecast/edits';
import type { ForecastTable } from './forecast-table';
import type { ForecastFile, ForecastFileKind } from './forecast-types';

/**
 * The forecast's files as the back end builds them (spec purchasing §7.1: profit-forecast-as-file,
 * -products-as-file, -for-ordering-systems take the product list; §7.3: profit-forecast-for-puls
 * takes the order's lines). The worker sends what the user sees: the rows the view keeps in grid
 * order for 'download all', the rows above 0 for the other three, each with the quantity the user
 * set. The worker's own build (forecast-files.ts) stays the fallback, see `builtByBackEnd`.
 */

/**
 * The most rows sent for one file. A row is some 600 bytes of JSON: 20 000 rows are about 12 MB,
 * within what a back end takes in one body (the gateway takes 32 MB). A larger 'download all' is
 * built here, in the worker, as before.
 */
export const backEndFileRowLimit = 20_000;

/** What the back end answered: its file, or that the worker builds it (no such call, or too many rows). */
export type BackEndFile = { file: ForecastFile } | 'buildHere';

/** The back end lacks the call (404, 501) or refuses the body's size (413): the worker builds the file. */
const buildsHere = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 501 || error.status === 413);

function productList(table: ForecastTable, indices: Uint32Array, orderedOnly: boolean): ForecastRow[] {
  const { columns, quantity } = table;
  const rows: ForecastRow[] = [];
  for (const i of indices) {
    if (orderedOnly && !(quantity[i] > 0)) continue;
    rows.push({ ...readRow(columns, i), quantityForOrder: quantity[i] });
  }
  return rows;
}

/** The three -as-file calls of §7.1 by the file they build, and the rows each is made of. */
type ListKind = Exclude<ForecastFileKind, 'pulsFile'>;
const listCalls = {
  allPositions: { call: forecastCalls.forecastAsFile, rows: (table: ForecastTable) => table.ranked(), orderedOnly: false },
  orderPositions: { call: forecastCalls.forecastProductsAsFile, rows: (table: ForecastTable) => table.ranked(), orderedOnly: true },
  orderingSystemFile: {
    call: forecastCalls.forecastForOrderingSystems,
    rows: (table: ForecastTable) => table.matching(),
    orderedOnly: true,
  },
} as const satisfies Record<ListKind, unknown>;

const countOrdered = (table: ForecastTable, indices: Uint32Array) => {
  let count = 0;
  for (const i of indices) if (table.quantity[i] > 0) count++;
  return count;
};

const fileOf = ({ blob, fileName }: { blob: Blob; fileName: string | null }, fallbackName: string): { file: ForecastFile } => ({
  file: { bytes: blob, fileName: fileName ?? fallbackName, mimeType: blob.type },
});

/**
 * The file of `kind` from the back end, for a table that has rows for it (the caller answers null
 * for an empty file first). Any failure other than a missing call is the user's to see.
 */
export async function builtByBackEnd(
  http: Pick<Http, 'requestFile'>,
  table: ForecastTable,
  kind: ForecastFileKind,
  { pharmacyId, fallbackName }: { pharmacyId: number | null; fallbackName: string },
): Promise<BackEndFile> {
  try {
    if (kind === 'pulsFile') {
      const { lines } = orderDraft(table.columns, table.matching(), table.quantity, table.recommended);
      const body = { productsList: lines, ...(pharmacyId == null ? {} : { pharmacyId }) };
      return fileOf(await http.requestFile(orderCalls.profitForecastForPuls, { body }), fallbackName);
    }
    const { call, rows, orderedOnly } = listCalls[kind];
    const indices = rows(table);
    if ((orderedOnly ? countOrdered(table, indices) : indices.length) > backEndFileRowLimit) return 'buildHere';
    const query = pharmacyId == null ? {} : { pharmacyId: String(pharmacyId) };
    return fileOf(await http.requestFile(call, { query, body: { productsList: productList(table, indices, orderedOnly) } }), fallbackName);
  } catch (error) {
    if (buildsHere(error)) return 'buildHere';
    throw error;
  }
}
