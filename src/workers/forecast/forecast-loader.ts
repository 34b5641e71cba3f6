import * as v from 'valibot';
import { callPath } from '../../api/contract/call';
import { forecastCalls, forecastPageSize, type ForecastRows } from '../../api/contract/forecast';
import { forecastArrowBatchRows, forecastArrowMediaType } from '../../api/contract/forecast-arrow';
import { createHttp, malformedAnswer, storageKeys, toApiError, type Http, type SessionStorage } from '../../api/shared/http';
import { createColumnsBuilder, type ColumnsBuilder, type ForecastColumns } from '../../domain/forecast/columns';
import { readForecastArrow } from './forecast-arrow-read';
import type { ForecastLoadRequest, ForecastSession } from './forecast-types';

/**
 * The worker's http client, and a plain fetch of a path with the same token and the same shared
 * refresh, for an answer read as a stream (the forecast as Arrow) rather than parsed as JSON.
 */
export type WorkerHttp = Http & {
  streamed(path: string, init: { query: Record<string, string | number>; accept: string; signal?: AbortSignal }): Promise<Response>;
};

/**
 * The worker fetches the forecast itself (ARCHITECTURE.md, "Workers"), through the portal's one
 * http client. The worker has no local storage: it holds the token the main thread gave it, and a
 * 401 asks the main thread for a fresh one, so the worker and the page share one refresh (a second
 * refresh from here would spend the rotating refresh token under the page's feet). The positions
 * worker fetches through it too.
 */
export function createWorkerHttp(
  request: Pick<ForecastLoadRequest, 'config' | 'token'>,
  session: Pick<ForecastSession, 'getFreshToken'>,
  baseFetch: typeof fetch,
): WorkerHttp {
  let token = request.token;
  const storage: SessionStorage = {
    getItem: (key) => (key === storageKeys.token ? token : null),
    setItem: (key, value) => {
      if (key === storageKeys.token) token = value;
    },
    removeItem: (key) => {
      if (key === storageKeys.token) token = null;
    },
  };
  const fetchWithSharedRefresh: typeof fetch = async (input, init) => {
    const used = token;
    const response = await baseFetch(input, init);
    if (response.status !== 401 || !used) return response;
    const fresh = await session.getFreshToken(used);
    // No fresh token: the session is lost, and the client turns the 401 into its sign-in message.
    if (!fresh) return response;
    token = fresh;
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${fresh}`);
    return baseFetch(input, { ...init, headers });
  };
  const http = createHttp({ config: request.config, storage, fetch: fetchWithSharedRefresh });
  const base = request.config.serviceAddress + request.config.endpointPrefix;
  const streamed: WorkerHttp['streamed'] = (path, { query, accept, signal }) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const headers = { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    return fetchWithSharedRefresh(`${base}${path}?${search}`, { headers, signal, credentials: 'include' });
  };
  return { ...http, streamed };
}

const { forecastRows } = forecastCalls;

interface LoadOptions {
  progress?: (loaded: number) => void;
  isWanted?: () => boolean;
  /** Rows per page, at most the contract's forecastPageSize (tests page a few). */
  pageSize?: number;
}

const isArrow = (response: Response) => response.headers.get('content-type')?.split(';')[0].trim().toLowerCase() === forecastArrowMediaType;

/** An error answer's JSON body, for its message; null when it has none. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The forecast as one Arrow stream (src/api/contract/forecast-arrow.ts), read batch by batch into
 * the builder. A back end without Arrow answers the call as the spec has it, in JSON: that answer
 * is read as the first page rather than asked for a second time (on a back end built from the spec
 * alone, which does not page, it is the whole forecast; one with our paging extension answers its
 * first page, of the default size). 406 asks the JSON pages from the first. An error answer is the
 * error of the JSON pages: the same Russian message from the same body.
 */
async function readArrowAnswer(
  http: WorkerHttp,
  pharmacyId: number,
  builder: ColumnsBuilder,
  options: Pick<LoadOptions, 'progress' | 'isWanted'>,
): Promise<'read' | 'unwanted' | 'not offered' | { firstPage: ForecastRows }> {
  const abort = new AbortController();
  let response: Response;
  try {
    response = await http.streamed(callPath(forecastRows), { query: { pharmacyId }, accept: forecastArrowMediaType, signal: abort.signal });
  } catch (error) {
    throw toApiError(error);
  }
  if (response.ok && isArrow(response) && response.body) {
    return (await readForecastArrow(response.body, builder, options)) ? 'read' : 'unwanted';
  }
  if (response.ok) return { firstPage: await jsonRows(response) };
  if (response.status === 406) {
    abort.abort();
    return 'not offered';
  }
  throw toApiError({ status: response.status, data: await errorBody(response) });
}

/** A JSON answer's rows, checked against the contract as the http client checks a page. */
async function jsonRows(response: Response): Promise<ForecastRows> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = v.safeParse(forecastRows.answer.json, body);
  if (!parsed.success) throw malformedAnswer(response.status, callPath(forecastRows), parsed.issues);
  return parsed.output;
}

/** A page asked for and not yet read; `cancel` drops it when it turns out not to be needed. */
interface PageRequest {
  rows: Promise<ForecastRows>;
  cancel(): void;
}

function requestPage(http: Http, pharmacyId: number, offset: number, limit: number): PageRequest {
  const abort = new AbortController();
  const rows = http.request(forecastRows, { query: { pharmacyId, offset, limit }, signal: abort.signal });
  // A page read ahead may fail (or be cancelled) while an earlier one is worked on or has failed:
  // whoever awaits it still sees the error, but nobody is told of an unawaited rejection.
  rows.catch(() => undefined);
  return { rows, cancel: () => abort.abort() };
}

/**
 * Reads the forecast into columns. The worker's client (createWorkerHttp) first asks for the
 * forecast as one Arrow stream and decodes its record batches straight into the columns
 * (forecast-arrow-read.ts); a back end that answers JSON (or 406) instead is read as JSON pages.
 * A plain client (bench, tests of the pages) reads the pages.
 *
 * The pages: a page's objects are garbage as soon as they are
 * pushed, so a million rows never exist as objects at once. A page shorter than the limit is the
 * last; a longer one comes from a source that does not page and holds every row.
 *
 * Once the first page proves the forecast longer than one page, the next page is always on its
 * way while one is read: the gateway builds page N+1 (once N has left, server/services/forecast/
 * page-turns.ts) while this worker parses, checks and pushes page N, instead of each side waiting
 * for the other (docs/decisions/forecast-json-pages.md). Never more than one
 * page ahead, so memory stays that of two pages; the one ahead of the last page is cancelled.
 * `isWanted` turns false when a newer load replaced this one: it stops between pages.
 */
export async function fetchForecastColumns(
  http: Http | WorkerHttp,
  pharmacyId: number,
  { progress, isWanted = () => true, pageSize = forecastPageSize }: LoadOptions = {},
): Promise<ForecastColumns | null> {
  if ('streamed' in http) {
    const builder = createColumnsBuilder(forecastArrowBatchRows);
    const arrow = await readArrowAnswer(http, pharmacyId, builder, { progress, isWanted });
    if (arrow === 'read') return builder.finish();
    if (arrow === 'unwanted') return null;
    if (arrow !== 'not offered') {
      const { firstPage } = arrow;
      if (!isWanted()) return null;
      for (const row of firstPage) builder.push(row);
      progress?.(firstPage.length);
      // The bare call's page has the extension's default size: only a full one may have more after it.
      if (firstPage.length !== forecastPageSize) return builder.finish();
      return fetchForecastPages(http, pharmacyId, { progress, isWanted, pageSize }, { builder, from: forecastPageSize });
    }
  }
  return fetchForecastPages(http, pharmacyId, { progress, isWanted, pageSize });
}

/** The JSON pages (see fetchForecastColumns). */
async function fetchForecastPages(
  http: Http,
  pharmacyId: number,
  { progress, isWanted = () => true, pageSize = forecastPageSize }: LoadOptions,
  { builder = createColumnsBuilder(pageSize), from = 0 }: { builder?: ColumnsBuilder; from?: number } = {},
): Promise<ForecastColumns | null> {
  const request = (offset: number) => requestPage(http, pharmacyId, offset, pageSize);
  let loaded = from;
  let current = request(from);
  // Most forecasts are one page: the first is read alone, so they cost one request.
  let ahead: PageRequest | null = null;
  try {
    for (let offset = from; ; offset += pageSize) {
      const page = await current.rows;
      if (!isWanted()) return null;
      const full = page.length === pageSize;
      if (full) {
        current = ahead ?? request(offset + pageSize);
        ahead = null;
      }
      for (const row of page) builder.push(row);
      loaded += page.length;
      progress?.(loaded);
      if (!full) break;
      // Asked once this page is pushed, so at most one page waits beside the one being read.
      ahead = request(offset + 2 * pageSize);
    }
  } finally {
    ahead?.cancel();
  }
  return builder.finish();
}
