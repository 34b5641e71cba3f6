import { forecastPageSize } from '../../../src/api/contract/forecast';

/**
 * The rows a back end without Arrow answers the forecast call with: the page its offset and limit
 * name, or the paging extension's defaults (from the first row, forecastPageSize rows) when the
 * call names none, as the worker's first ask does.
 */
export function forecastPageOf<Row>(rows: readonly Row[], request: Request): Row[] {
  const query = new URL(request.url).searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? forecastPageSize);
  return rows.slice(offset, offset + limit);
}
