import type { ProfitForecastActor } from '../../machines/profit-forecast.machine';
import { CalculationTypeSwitch } from './CalculationTypeSwitch';
import { ForecastTotals } from './ForecastTotals';
import { OrderActions } from './OrderActions';

/** The order being built: its totals, how quantities are calculated, and what to do with it. */
export function OrderBlock({ forecast }: { forecast: ProfitForecastActor }) {
  return (
    <div className="profit-forecast__order">
      <ForecastTotals forecast={forecast} />
      <div className="profit-forecast__order-controls">
        <CalculationTypeSwitch forecast={forecast} />
        <OrderActions forecast={forecast} />
      </div>
    </div>
  );
}
