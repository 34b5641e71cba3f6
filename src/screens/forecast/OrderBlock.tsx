import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { OrderResultPanel } from '../orders/send/OrderResultPanel';
import { CalculationTypeSwitch } from './CalculationTypeSwitch';
import { ForecastTotals } from './ForecastTotals';
import { OrderActions } from './OrderActions';

/**
 * The order being built: its totals, how quantities are calculated, and what to do with it; a
 * send's result right under the actions, where the user acted, not below the long grid.
 */
export function OrderBlock({ forecast }: { forecast: ProfitForecastActor }) {
  return (
    <>
      <div className="profit-forecast__order">
        <ForecastTotals forecast={forecast} />
        <div className="profit-forecast__order-controls">
          <CalculationTypeSwitch forecast={forecast} />
          <OrderActions forecast={forecast} />
        </div>
      </div>
      <OrderResultPanel />
    </>
  );
}
