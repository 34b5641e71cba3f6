import { wholeListFileName, wholeListWorkbook, type PositionsListKind } from '../../domain/orders/purchase/files';
import type { KeptEdit } from '../../domain/orders/draft-changes';
import { notStocked } from '../../domain/orders/purchase/explanations';
import { positionOptions } from '../../domain/orders/purchase/options';
import type { OrderDraft } from '../../domain/orders/purchase/order-lines';
import type { PositionFilter, PositionTotals } from '../../domain/orders/purchase/position';
import { XLSX_MIME } from '../../domain/orders/workbook';
import type { OrderFile } from '../../domain/orders/order-draft';
import type { ForecastSession } from '../forecast/forecast-types';
import { createWorkerHttp } from '../forecast/forecast-loader';
import { fetchPositions } from './positions-loader';
import { createPositionsTable, type PositionsTable } from './positions-table';
import { createKeptTable } from '../shared/kept-table';
import type { PositionsLoadRequest, PositionsLoaded, PositionsView, PositionsWindow } from './positions-types';

/**
 * The positions worker's api: what positions.worker.ts exposes with comlink. A plain object, so
 * Node tests drive it without a worker. Files leave as Blobs made here (a handle crosses, not the
 * bytes), as the forecast's do.
 */
export interface PositionsApiDeps {
  fetch: typeof fetch;
  /** The clock of file names. */
  now?: () => Date;
}

/** The main thread's side of a load: its shared token refresh (the forecast worker's session). */
export type PositionsSession = Pick<ForecastSession, 'getFreshToken'>;

export function createPositionsApi({ fetch, now = () => new Date() }: PositionsApiDeps) {
  const kept = createKeptTable<PositionsTable>('Список товаров ещё не загружен');
  const loaded = kept.loaded;
  let kind: PositionsListKind = 'purchaseOrder';

  /** Fetches the screen's list (both services for a purchase order), keeps it, shows every position. */
  async function load(request: PositionsLoadRequest, session: PositionsSession): Promise<PositionsLoaded> {
    const isNewest = kept.startLoad();
    const http = createWorkerHttp(request, session, fetch);
    const { positions, answeredPrice } = await fetchPositions(http, request.source);
    if (!isNewest()) throw new Error('Загрузка списка товаров заменена новой');
    const table = kept.keep(createPositionsTable(positions));
    kind = request.source.kind;
    const draftChanges = request.edits ? table.restore(request.edits) : [];
    return {
      count: positions.length,
      answeredPrice,
      options: positionOptions(positions),
      notStocked: positions.filter(notStocked).length,
      draftChanges,
    };
  }

  /** Applies the filters of §5: the matching count and their totals; a new revision. */
  const setFilter = (filter: PositionFilter): PositionsView => loaded().setFilter(filter);

  /** The grid's visible rows, positions start..end (exclusive). */
  const window = (start: number, end: number): PositionsWindow => loaded().window(start, end);

  /** The user typed `text` into position `index`'s quantity: the totals after it. */
  const editQuantity = (index: number, text: string): PositionTotals => loaded().edit(index, text);

  /** The order as it would be sent: one line per product of the matching positions above 0, and its sum. */
  const orderDraft = (): OrderDraft => loaded().orderDraft();

  /** 'The whole list': every matching position, ordered or not; null when none matches. */
  async function wholeListFile(): Promise<OrderFile | null> {
    const current = loaded();
    const matching = current.matching();
    if (matching.length === 0) return null;
    const bytes = await wholeListWorkbook(kind, current.positions, matching, current.packs);
    const day = now();
    // The writer's bytes live in a plain ArrayBuffer, never a shared one.
    return {
      bytes: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }),
      fileName: wholeListFileName(kind, day),
      mimeType: XLSX_MIME,
    };
  }

  /** The quantities typed, for the screen's draft; none while no list is held. */
  const typedEdits = (): KeptEdit[] => kept.current()?.typedEdits() ?? [];

  return { load, setFilter, window, editQuantity, orderDraft, wholeListFile, typedEdits };
}

export type PositionsApi = ReturnType<typeof createPositionsApi>;
