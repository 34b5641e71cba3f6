import type { ForecastAction } from '../../domain/forecast/actions';
import { defaultCalculationType, type CalculationType } from '../../domain/forecast/quantity';
import { weightSlider } from '../../domain/forecast/selection';
import type { ForecastWorker } from '../../workers/forecast/forecast';
import type { ForecastOptions, ForecastViewParams, ForecastViewResult, ForecastWindow } from '../../workers/forecast/forecast-types';
import type { DraftEdit } from '../../api/contract/order-drafts';
import type { Failure } from '../shared/api-error';
import { carried } from '../shared/carried';
import type { LineBack } from '../session/line-return';
import type { OrderDraftNews } from '../orders/order-draft.machine';
import type { OverviewInitiative, OverviewScreenInput } from '../orders/overview-screen-input';
import type { OrderSendNews } from '../orders/order-send.types';
import type { VisibleRows } from '../shared/worker-grid';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

/** The part of the forecast worker's handle the machine uses; tests hand it a fake. */
export type ForecastPort = Pick<
  ForecastWorker,
  'load' | 'setView' | 'window' | 'editQuantity' | 'typedEdits' | 'restoreEdits' | 'orderDraft' | 'buildFile'
>;

/** An initiative the reports overview chose for this tab. */
export type PreselectedInitiative = OverviewInitiative;

export type ProfitForecastInput = OverviewScreenInput<ForecastPort, PreselectedInitiative>;

export interface ProfitForecastContext {
  pharmacyId: number;
  subdivCode: string;
  config: ProfitForecastInput['config'];
  worker: ForecastPort;
  snackbar: ProfitForecastInput['snackbar'];
  preselected: PreselectedInitiative | null;
  /** Rows read so far while loading. */
  loadedRows: number;
  options: ForecastOptions | null;
  /** What the user chose; the worker's view follows it. */
  params: ForecastViewParams;
  /** The last view the worker applied (totals follow quantity edits). */
  view: ForecastViewResult | null;
  visible: VisibleRows;
  /** The positions last asked of the worker, for the view revision it was asked under. */
  windowAsked: { revision: number; start: number; end: number } | null;
  window: ForecastWindow | null;
  action: ForecastAction | null;
  /** What the check of the subdivision's pharmacy ordering systems said: a count, 'failed', null until it answers. */
  pharmacySystemsCheck: PharmacySystemsCheck;
  /** The last failure of the worker or of an action (the error modal shows each new one). */
  error: Failure | null;
  /** A restored draft's typed rows (none: back to the proposal), until the view they belong to is applied. */
  pendingEdits: DraftEdit[] | null;
  /** What changed under a restored draft, or that another tab's draft replaced this one; empty: no notice. */
  draftNotice: string[];
}

export type ProfitForecastEvent =
  | { type: 'forecast.retry' }
  | LineBack
  | { type: 'load.progress'; loadedRows: number }
  | { type: 'load.done'; options: ForecastOptions }
  | { type: 'load.failed'; error: Failure }
  | { type: 'filter.initiative'; initiativeId: number | null }
  | { type: 'filter.suppliers'; supplierGroups: string[] }
  | { type: 'size.release'; size: number | null }
  | { type: 'weight.release'; priceWeight: number }
  | { type: 'calculationType.choose'; calculationType: CalculationType }
  | { type: 'quantity.edit'; row: number; text: string }
  | { type: 'grid.visibleRows'; start: number; end: number }
  | { type: 'window.refresh' }
  | { type: 'order.choose'; action: ForecastAction | null }
  | { type: 'order.execute' }
  /** «Очистить черновик», confirmed: the choices start over and the proposal comes back. */
  | { type: 'draft.discard' }
  | { type: 'draftNotice.dismiss' }
  | OrderDraftNews
  | OrderSendNews;

export const initialParams = (preselected: PreselectedInitiative | null): ForecastViewParams => ({
  initiativeId: preselected?.initiativeId ?? null,
  supplierGroups: [],
  size: null,
  priceWeight: weightSlider.defaultPriceWeight,
  calculationType: defaultCalculationType,
});

/**
 * The events of the filters, the sliders and the type switch: each carries the view parameter it
 * chooses under the parameter's name, and the worker applies the new view at once.
 */
export const choiceEvents = ['filter.initiative', 'filter.suppliers', 'size.release', 'weight.release', 'calculationType.choose'] as const;
type ChoiceEvent = Extract<ProfitForecastEvent, { type: (typeof choiceEvents)[number] }>;

const isChoice = (event: ProfitForecastEvent): event is ChoiceEvent => (choiceEvents as readonly string[]).includes(event.type);

/** The view parameter an event chooses; any other event chooses none. */
export const chosenParams = (event: ProfitForecastEvent): Partial<ForecastViewParams> => (isChoice(event) ? carried(event) : {});
