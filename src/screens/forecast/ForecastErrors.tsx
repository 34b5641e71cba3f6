import { useSelector } from '@xstate/react';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import {
  selectBonusesActor,
  selectFailure,
  selectPharmacySystemsActor,
  selectPredictionActor,
} from '../../machines/forecast/profit-forecast.selectors';
import { useErrorModalOn } from '../../ui/use-error-modal-on';

/**
 * Each new failure of the tab opens the error modal: the worker's (its load, a view, an edit, a
 * window), and the three small calls. A failed check of the pharmacy ordering system also keeps
 * its action hidden: the portal cannot tell that the pharmacy has one.
 */
export function ForecastErrors({ forecast }: { forecast: ProfitForecastActor }) {
  const bonuses = useSelector(forecast, selectBonusesActor);
  const prediction = useSelector(forecast, selectPredictionActor);
  const pharmacySystems = useSelector(forecast, selectPharmacySystemsActor);
  useErrorModalOn(useSelector(forecast, selectFailure));
  useErrorModalOn(useSelector(bonuses, (snapshot) => snapshot.context.error));
  useErrorModalOn(useSelector(prediction, (snapshot) => snapshot.context.error));
  useErrorModalOn(useSelector(pharmacySystems, (snapshot) => snapshot.context.error));
  return null;
}
