import { transfer } from 'comlink';
import type { ForecastTotals } from '../../domain/forecast/totals';
import { initiativesTold, toldInitiatives } from '../../domain/forecast/columns';
import { orderDraft } from '../../domain/forecast/edits';
import type { KeptEdit } from '../../domain/orders/draft-changes';
import type { OrderDraft } from '../../domain/orders/order-draft';
import { buildForecastFile } from './forecast-files';
import { createWorkerHttp, fetchForecastColumns, type WorkerHttp } from './forecast-loader';
import { createForecastTable, type ForecastTable } from './forecast-table';
import { createKeptTable } from '../shared/kept-table';
import type {
  ForecastFile,
  ForecastFileKind,
  ForecastFileProgress,
  ForecastLoadRequest,
  ForecastOptions,
  ForecastRestored,
  ForecastSession,
  ForecastViewParams,
  ForecastViewResult,
  ForecastWindow,
} from './forecast-types';

/**
 * The forecast worker's api: what forecast.worker.ts exposes with comlink. It is a plain object
 * so that Node tests drive it without a worker. Typed arrays leave with `transfer` (moved, not
 * copied; in Node `transfer` only marks them), files as Blobs (a handle crosses, not the bytes).
 */
export interface ForecastApiDeps {
  fetch: typeof fetch;
  /** The clock of file names and of the XML's date. */
  now?: () => Date;
  /** Rows per page of the forecast; the contract's forecastPageSize unless a test pages a few. */
  pageSize?: number;
}

export function createForecastApi({ fetch, now = () => new Date(), pageSize }: ForecastApiDeps) {
  const kept = createKeptTable<ForecastTable>('Прогноз ещё не загружен');
  const loaded = kept.loaded;
  let pharmacyId: number | null = null;
  // The client of the last load, with its token: the back end builds the files (buildFile).
  let backEnd: WorkerHttp | null = null;

  /** Fetches the pharmacy's forecast page by page and keeps it; answers the filter options. */
  async function load(request: ForecastLoadRequest, session: ForecastSession): Promise<ForecastOptions> {
    const isNewest = kept.startLoad();
    const http = createWorkerHttp(request, session, fetch);
    // Progress is news, not a question: a lost answer must not fail the load.
    const progress = (rows: number) => void Promise.resolve(session.progress?.(rows)).catch(() => undefined);
    // A newer load makes an older one stop between pages.
    const columns = await fetchForecastColumns(http, request.pharmacyId, { progress, pageSize, isWanted: isNewest });
    if (!columns || !isNewest()) throw new Error('Загрузка прогноза заменена новой');
    kept.keep(createForecastTable(columns));
    pharmacyId = request.pharmacyId;
    backEnd = http;
    return {
      length: columns.length,
      initiatives: toldInitiatives(columns),
      initiativesTold: initiativesTold(columns),
      supplierGroups: columns.supplierGroups.values.slice(),
    };
  }

  /** Applies the view: filter, ranking, proposal, edits, totals; the grid's first positions are transferred. */
  function setView(params: ForecastViewParams): ForecastViewResult {
    const result = loaded().setView(params);
    return transfer(result, [result.order.buffer]);
  }

  /** The grid's visible rows, positions start..end (exclusive). */
  function window(start: number, end: number): ForecastWindow {
    return loaded().window(start, end);
  }

  /** The user typed `text` into row `row`'s quantity cell: the new totals. */
  function editQuantity(row: number, text: string): ForecastTotals {
    return loaded().edit(row, text);
  }

  /**
   * A file of the order (an action: the typed texts become numbers), the back end's if it builds
   * it; null when it would be empty. A spreadsheet built here tells `progress` how far it is and
   * stops when it answers false.
   */
  function buildFile(kind: ForecastFileKind, progress?: ForecastFileProgress): Promise<ForecastFile | null> {
    const current = loaded();
    current.settle();
    return buildForecastFile(current, kind, { pharmacyId, day: now(), backEnd, progress });
  }

  /** The order as it is sent (an action): one line per product of the rows above 0, and its sum. */
  function draft(): OrderDraft {
    const current = loaded();
    current.settle();
    return orderDraft(current.columns, current.matching(), current.quantity, current.recommended);
  }

  /** The rows typed into, for the screen's draft; none while no forecast is held. */
  function typedEdits(): KeptEdit[] {
    const table = kept.current();
    return table?.hasView() ? table.typedEdits() : [];
  }

  /** A restored draft's typed rows (none: back to the proposal): the totals and what changed under them. */
  function restoreEdits(kept: KeptEdit[]): ForecastRestored {
    return loaded().restoreEdits(kept);
  }

  return { load, setView, window, editQuantity, buildFile, orderDraft: draft, typedEdits, restoreEdits };
}

export type ForecastApi = ReturnType<typeof createForecastApi>;
