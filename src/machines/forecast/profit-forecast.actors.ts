import { http, isExtensionAbsent } from '../../api/shared/http';
import { fromCallback, fromPromise } from 'xstate';
import { forecastCalls } from '../../api/contract/forecast';
import { orderCalls } from '../../api/contract/orders';
import type { ForecastTotals } from '../../domain/forecast/totals';
import type { ForecastViewParams, ForecastViewResult, ForecastWindow } from '../../workers/forecast/forecast-types';
import type { DraftEdit } from '../../api/contract/order-drafts';
import { toFailure } from '../shared/api-error';
import type { ForecastPort, ProfitForecastContext, ProfitForecastEvent } from './profit-forecast.types';
import { remoteOperation } from '../shared/remote-operation.machine';

/**
 * The profit forecast's I/O: the worker's calls (as actors, so a slow or failing worker is a state
 * the screen shows) and the three small calls of the main thread, each its own remote operation.
 * Worker calls are never aborted: the worker answers in order, and a superseded answer is simply
 * not taken (ending the worker would lose the forecast it holds).
 */
export const predictionOperation = remoteOperation('forecastPrediction', ({ pharmacyId }: { pharmacyId: number }, signal) =>
  http().request(forecastCalls.forecastPrediction, { query: { pharmacyId }, signal }),
);
export const bonusesOperation = remoteOperation('matrixBonuses', ({ pharmacyId }: { pharmacyId: number }, signal) =>
  http().request(forecastCalls.mandatoryMatrixBonuses, { query: { pharmacyId }, signal }),
);
export const pharmacySystemsOperation = remoteOperation('pharmacySystems', ({ subdivCode }: { subdivCode: string }, signal) =>
  // The check is our extension: a back end without it has no pharmacy systems to offer (the spec's empty list).
  http()
    .request(orderCalls.pharmacySystems, { query: { subdivCode }, signal })
    .catch((error: unknown) => {
      if (isExtensionAbsent(error)) return [];
      throw error;
    }),
);

type LoadInput = Pick<ProfitForecastContext, 'worker' | 'pharmacyId' | 'config'>;

/** Loads the forecast into the worker, reporting rows read as they arrive. */
export const loadForecast = fromCallback<ProfitForecastEvent, LoadInput>(({ input, sendBack }) => {
  let wanted = true;
  input.worker
    .load({ pharmacyId: input.pharmacyId, config: input.config }, (loadedRows) => {
      if (wanted) sendBack({ type: 'load.progress', loadedRows });
    })
    .then(
      (options) => wanted && sendBack({ type: 'load.done', options }),
      (error: unknown) => wanted && sendBack({ type: 'load.failed', error: toFailure(error) }),
    );
  return () => {
    wanted = false;
  };
});

export const applyView = fromPromise<ForecastViewResult, { worker: ForecastPort; params: ForecastViewParams }>(({ input }) =>
  input.worker.setView(input.params),
);

export const editQuantity = fromPromise<ForecastTotals, { worker: ForecastPort; row: number; text: string }>(({ input }) =>
  input.worker.editQuantity(input.row, input.text),
);

export const readWindow = fromPromise<ForecastWindow, { worker: ForecastPort; start: number; end: number }>(({ input }) =>
  input.worker.window(input.start, input.end),
);

/** A restored draft's typed rows into the worker (none: back to the proposal): the totals and what changed under them. */
export const restoreEdits = fromPromise<Awaited<ReturnType<ForecastPort['restoreEdits']>>, { worker: ForecastPort; edits: DraftEdit[] }>(
  ({ input }) => input.worker.restoreEdits(input.edits),
);
