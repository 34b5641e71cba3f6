import type { ActorRefFrom } from 'xstate';
import type { bonusesOperation } from '../../machines/forecast/profit-forecast.actors';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { BonusOutlookHint } from './BonusOutlookHint';
import { InitiativeFilter } from './InitiativeFilter';
import { SizeSlider } from './SizeSlider';
import { SupplierSelect } from './SupplierSelect';
import { WeightSlider } from './WeightSlider';

/** What the forecast proposes: which rows (filters), how many (size), which first (weight). */
export function SelectionControls({
  forecast,
  bonuses,
}: {
  forecast: ProfitForecastActor;
  bonuses: ActorRefFrom<typeof bonusesOperation>;
}) {
  return (
    <section className="profit-forecast__selection" aria-label="Подбор товаров">
      <div className="profit-forecast__controls">
        <InitiativeFilter forecast={forecast} />
        <SupplierSelect forecast={forecast} />
        <SizeSlider forecast={forecast} />
        <WeightSlider forecast={forecast} />
      </div>
      <BonusOutlookHint forecast={forecast} bonuses={bonuses} />
    </section>
  );
}
