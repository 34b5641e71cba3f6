import { PharmacySystems, forecastCalls, type ForecastPrediction, type MandatoryMatrixBonuses } from '../contract/forecast';
import { orderCalls } from '../contract/orders';
import { http } from '../shared/http';

/**
 * The small calls of the profit forecast screen, made on the main thread. The forecast rows
 * themselves are fetched by the forecast worker (src/workers/forecast/forecast-loader.ts).
 */
/** GET profit-forecast-prediction: the bonus steps and their critical points. */
export function forecastPrediction({ pharmacyId }: { pharmacyId: number }, signal?: AbortSignal): Promise<ForecastPrediction> {
  return http().request(forecastCalls.forecastPrediction, { query: { pharmacyId }, signal });
}

/** GET profit-forecast-bonuses: the mandatory-matrix bonus table. */
export function mandatoryMatrixBonuses({ pharmacyId }: { pharmacyId: number }, signal?: AbortSignal): Promise<MandatoryMatrixBonuses> {
  return http().request(forecastCalls.mandatoryMatrixBonuses, { query: { pharmacyId }, signal });
}

/** The pharmacy ordering systems of a subdivision; an empty list hides that order action. */
export function pharmacySystems({ subdivCode }: { subdivCode: string }, signal?: AbortSignal): Promise<PharmacySystems> {
  return http().request(orderCalls.pharmacySystems, { query: { subdivCode }, signal });
}
