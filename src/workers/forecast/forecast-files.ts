import { orderFilePositions } from '../../domain/forecast/edits';
import { forecastWorkbook, productsWorkbook } from '../../domain/forecast/files';
import { defaultFileNames } from '../../domain/orders/file-names';
import { orderCsv } from '../../domain/orders/order-csv';
import { orderXml } from '../../domain/orders/order-xml';
import { XLSX_MIME } from '../../domain/orders/workbook';
import type { PartDeflater } from '../../domain/orders/zip';
import { sheetDeflateThread } from '../shared/sheet-deflate';
import type { Http } from '../../api/shared/http';
import { builtByBackEnd } from './forecast-backend-files';
import type { ForecastTable } from './forecast-table';
import { filePace } from './file-pace';
import type { ForecastFile, ForecastFileKind, ForecastFileProgress } from './forecast-types';

/**
 * The forecast's files. Each is null when it would hold no rows: the order-send machine then says
 * the order is empty instead of saving an empty file. 'Download all' holds the rows the view
 * keeps, in the grid's order: what the user sees. With `backEnd` (the worker's http client) the
 * back end builds the file from the rows sent (forecast-backend-files.ts); without the call there
 * (404/501), or for more rows than one body should carry, it is built here from the same rows.
 */
export async function buildForecastFile(
  table: ForecastTable,
  kind: ForecastFileKind,
  {
    pharmacyId,
    day,
    backEnd,
    progress,
  }: { pharmacyId: number | null; day: Date; backEnd?: Pick<Http, 'requestFile'> | null; progress?: ForecastFileProgress },
): Promise<ForecastFile | null> {
  if (isEmpty(table, kind)) return null;
  if (backEnd) {
    const built = await builtByBackEnd(backEnd, table, kind, { pharmacyId, fallbackName: fileNames[kind](day) });
    if (built !== 'buildHere') return built.file;
  }
  return buildHere(table, kind, { pharmacyId, day, progress });
}

const fileNames: Readonly<Record<ForecastFileKind, (day: Date) => string>> = {
  allPositions: defaultFileNames.forecast,
  orderPositions: defaultFileNames.forecastProducts,
  orderingSystemFile: defaultFileNames.orderingSystemFile,
  pulsFile: defaultFileNames.orderFile,
};

function isEmpty(table: ForecastTable, kind: ForecastFileKind): boolean {
  const { quantity } = table;
  switch (kind) {
    case 'allPositions':
      return table.ranked().length === 0;
    case 'orderPositions':
      return !table.ranked().some((row) => quantity[row] > 0);
    case 'orderingSystemFile':
    case 'pulsFile':
      return !table.matching().some((row) => quantity[row] > 0);
  }
}

/** The file built in the worker, for a kind with rows. */
async function buildHere(
  table: ForecastTable,
  kind: ForecastFileKind,
  { pharmacyId, day, progress }: { pharmacyId: number | null; day: Date; progress?: ForecastFileProgress },
): Promise<ForecastFile> {
  const { columns, quantity } = table;
  const ranked = table.ranked();
  switch (kind) {
    case 'allPositions': {
      const pace = progress && filePace(ranked.length, progress);
      const bytes = await withDeflateThread((elsewhere) => forecastWorkbook(columns, ranked, quantity, pace, elsewhere));
      return file(bytes, fileNames.allPositions(day), XLSX_MIME);
    }
    case 'orderPositions': {
      const pace = progress && filePace(countOrdered(ranked, quantity), progress);
      const bytes = await withDeflateThread((elsewhere) => productsWorkbook(columns, ranked, quantity, pace, elsewhere));
      return file(bytes, fileNames.orderPositions(day), XLSX_MIME);
    }
    case 'orderingSystemFile': {
      const positions = orderFilePositions(columns, table.matching(), quantity);
      return file(orderXml(positions, { type: 'mtx', pharmacyId, created: day }), fileNames.orderingSystemFile(day), 'application/xml');
    }
    case 'pulsFile':
      return file(orderCsv(orderFilePositions(columns, table.matching(), quantity)), fileNames.pulsFile(day), 'text/csv; charset=utf-8');
  }
}

/**
 * A spreadsheet written with a second thread for deflate where this one can start a worker (the
 * browser's forecast worker can; Node tests drive this file without one): the platform's deflate
 * runs on the thread that feeds it, and at a million rows it was most of the time. The worker is
 * started only for a large sheet and ended with the file, made or stopped.
 */
async function withDeflateThread(write: (elsewhere?: PartDeflater) => Promise<Uint8Array>): Promise<Uint8Array> {
  if (typeof Worker === 'undefined') return write();
  const elsewhere = sheetDeflateThread(
    () => new Worker(new URL('../shared/sheet-deflate.worker.ts', import.meta.url), { type: 'module', name: 'sheet-deflate' }),
  );
  try {
    return await write(elsewhere);
  } finally {
    elsewhere.end();
  }
}

function countOrdered(rows: Uint32Array, quantity: Float64Array): number {
  let count = 0;
  for (const row of rows) if (quantity[row] > 0) count++;
  return count;
}

/**
 * The file as a Blob made here, in the worker: a Blob crosses to the page as a handle (nothing
 * copied) and the page saves it as is. Made on the page, a 100 MB 'download all' blocked it for
 * about 100 ms just copying the bytes into the Blob.
 */
const file = (bytes: Uint8Array, fileName: string, mimeType: string): ForecastFile => ({
  // The writers' bytes live in a plain ArrayBuffer, never a shared one.
  bytes: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }),
  fileName,
  mimeType,
});
