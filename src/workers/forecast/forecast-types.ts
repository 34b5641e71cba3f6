import type { PortalConfig } from '../../api/contract/config';
import type { InitiativeRef } from '../../domain/forecast/row';
import type { CalculationType } from '../../domain/forecast/quantity';
import type { ForecastTotals } from '../../domain/forecast/totals';
import type { DraftChange } from '../../domain/orders/draft-changes';

/**
 * What crosses between the forecast worker and the main thread. Everything here is small (counts,
 * totals, filter options, a window of ≤ 200 rows) or a typed array that is transferred: the
 * million rows themselves never leave the worker.
 */

/** What the worker needs to fetch the forecast itself. */
export interface ForecastLoadRequest {
  pharmacyId: number;
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  /** The access token at the moment of the request; a fresher one comes from `getFreshToken`. */
  token: string | null;
}

/** The main thread's side of a load: its shared token refresh, and progress for the user. */
export interface ForecastSession {
  /**
   * Called on a 401 with the token that got it: the main thread refreshes once for every caller
   * (its http client's shared refresh) and answers the new token, or null when the session is lost.
   */
  getFreshToken(staleToken: string): Promise<string | null>;
  /** Rows read so far, after each page. */
  progress?(loadedRows: number): void;
}

/** The filter options of the loaded forecast. */
export interface ForecastOptions {
  length: number;
  initiatives: InitiativeRef[];
  /**
   * Whether the source told every row's initiative (the spec's forecast row has none): without it
   * the screen offers neither the initiative filter nor the initiative column.
   */
  initiativesTold: boolean;
  supplierGroups: string[];
}

/** The view parameters the screen chooses. */
export interface ForecastViewParams {
  /** The chosen initiative; null shows every initiative (as does any, where the rows do not tell theirs). */
  initiativeId: number | null;
  /** Chosen supplier groups; empty means no supplier filter. */
  supplierGroups: readonly string[];
  /** How many ranked rows are proposed; null (empty slider) proposes every row. */
  size: number | null;
  /** The weight slider: price weight 0..1, profit weight 1 − it. */
  priceWeight: number;
  calculationType: CalculationType;
}

export interface ForecastViewResult {
  /** Counts every applied view: a window carries the revision it was read from. */
  revision: number;
  /** Rows the filters keep: the grid's row count. */
  matching: number;
  totals: ForecastTotals;
  /**
   * Forecast row index at the grid's first positions, at most `rankedHeadRows` of them
   * (transferred; the worker keeps its own copy). The rest of the order stays in the worker: the
   * grid reads it through windows, and a million indices crossing on every choice would cost a copy.
   */
  order: Uint32Array;
}

/** A row of the grid, as its 12 columns show it. */
export interface ForecastGridRow {
  /** Position in the grid (the ranking of the current view). */
  position: number;
  /** Index of the row in the forecast: what a quantity edit names. */
  row: number;
  /** '' where the source does not tell the row's initiative. */
  initiativeName: string;
  promoter: string;
  promotionalProductId: number;
  promotionalProductName: string;
  /** Barcodes joined with ', '. */
  barcodes: string;
  regionalPurchasingPrice: number;
  /** The purchase plan (requiredQuantity). */
  requiredQuantity: number;
  purchasedAmount: number | null;
  balance: number | null;
  /** What the quantity cell shows: the typed text until the next action, the number otherwise. */
  quantityText: string;
  /** The quantity the calculation type's rule gives the row (§9): a typed quantity far above it is marked. */
  recommendedQuantity: number;
  otherInitiatives: string;
  supplierGroups: string;
}

/** A restored draft's typed rows are in: the totals, what changed under them, and the revision the rows now belong to. */
export interface ForecastRestored {
  /** The quantities were proposed again: windows read before this revision show the old ones. */
  revision: number;
  totals: ForecastTotals;
  changes: DraftChange[];
}

export interface ForecastWindow {
  revision: number;
  start: number;
  rows: ForecastGridRow[];
}

/**
 * The files of the forecast, named as the order-send machine names them
 * (src/machines/orders/order-send.types.ts, OrderFileKind):
 *   allPositions        'download all': every row the view keeps, ordered or not (xlsx)
 *   orderPositions      the products of the order, rows above 0 (xlsx)
 *   orderingSystemFile  the order for the ordering systems (XML)
 *   pulsFile            the order for the wholesale information system (csv)
 */
export const forecastFileKinds = ['allPositions', 'orderPositions', 'orderingSystemFile', 'pulsFile'] as const;
export type ForecastFileKind = (typeof forecastFileKinds)[number];

export interface ForecastFile {
  /** Made in the worker: only a handle crosses to the page, which saves it without a copy. */
  bytes: Blob;
  fileName: string;
  mimeType: string;
}

/**
 * The page's side of a spreadsheet being built: told the rows written of all the file's rows a few
 * times a second; answering false stops the file (the user pressed 'Отменить').
 */
export type ForecastFileProgress = (progress: { written: number; total: number }) => boolean | Promise<boolean>;

/**
 * The most rows one window call answers: a screenful and the margins either side
 * (src/machines/shared/worker-grid.ts), never a page of objects.
 */
export const maxWindowRows = 1000;

/**
 * The grid's first positions a new view ranks at once (score-cut.ts): the first window asked for
 * (the screen and its margin, src/machines/shared/worker-grid.ts) lies within them.
 */
export const rankedHeadRows = maxWindowRows;
