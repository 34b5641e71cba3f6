import { orderFilePositions } from '../domain/forecast/edits';
import { forecastWorkbook, productsWorkbook } from '../domain/forecast/files';
import { defaultFileNames } from '../domain/orders/file-names';
import { orderCsv } from '../domain/orders/order-csv';
import { orderXml } from '../domain/orders/order-xml';
import { XLSX_MIME } from '../domain/orders/workbook';
import type { ForecastTable } from './forecast-table';
import type { ForecastFile, ForecastFileKind } from './forecast-types';

/**
 * The forecast's files, built where the rows are. Each is null when it would hold no rows: the
 * order-send machine then says the order is empty instead of saving an empty file.
 * 'Download all' holds the rows the view keeps, in the grid's order: what the user sees.
 */
export async function buildForecastFile(
  table: ForecastTable,
  kind: ForecastFileKind,
  { pharmacyId, day }: { pharmacyId: number | null; day: Date },
): Promise<ForecastFile | null> {
  const { columns, quantity } = table;
  switch (kind) {
    case 'allPositions': {
      if (table.ranked().length === 0) return null;
      return file(await forecastWorkbook(columns, table.ranked(), quantity), defaultFileNames.forecast(day), XLSX_MIME);
    }
    case 'orderPositions': {
      if (!table.ranked().some((row) => quantity[row] > 0)) return null;
      return file(await productsWorkbook(columns, table.ranked(), quantity), defaultFileNames.forecastProducts(day), XLSX_MIME);
    }
    case 'orderingSystemFile': {
      const positions = orderFilePositions(columns, table.matching(), quantity);
      if (positions.length === 0) return null;
      return file(orderXml(positions, { type: 'mtx', pharmacyId, created: day }), defaultFileNames.orderingSystemFile(day), 'application/xml');
    }
    case 'pulsFile': {
      const positions = orderFilePositions(columns, table.matching(), quantity);
      if (positions.length === 0) return null;
      return file(orderCsv(positions), defaultFileNames.orderFile(day), 'text/csv; charset=utf-8');
    }
  }
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
