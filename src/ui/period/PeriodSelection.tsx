import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { periodSelectionMachine } from '../../machines/reports/period-selection.machine';
import {
  sameChoices,
  selectQuarter,
  selectQuarterChoices,
  selectYear,
  selectYears,
} from '../../machines/reports/period-selection.selectors';
import { PeriodSelector } from './PeriodSelector';

export type PeriodSelectionRef = ActorRefFrom<typeof periodSelectionMachine>;

/** The period selector of a period selection actor (either variant): shows its state, sends it the choices. */
export function PeriodSelection({ actor, legend }: { actor: PeriodSelectionRef; legend?: string }) {
  const years = useSelector(actor, selectYears);
  const year = useSelector(actor, selectYear);
  const quarter = useSelector(actor, selectQuarter);
  const choices = useSelector(actor, selectQuarterChoices, sameChoices);
  return (
    <PeriodSelector
      years={years}
      year={year}
      quarter={quarter}
      choices={choices}
      legend={legend}
      onYearChange={(chosen) => actor.send({ type: 'period.selectYear', year: chosen })}
      onQuarterChange={(chosen) => actor.send({ type: 'period.selectQuarter', quarter: chosen })}
    />
  );
}
