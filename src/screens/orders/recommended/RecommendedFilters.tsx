import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { RecommendedOrderActor } from '../../../machines/orders/recommended-order.config';
import {
  selectFilters,
  selectInitiatives,
  selectInitiativesActor,
  selectPromoterSupplierActor,
} from '../../../machines/orders/recommended-order.selectors';
import { initiativeOptions, typeOptions, type RecommendedFilterEvent } from '../../../machines/orders/recommended-order.types';
import { every, FilterSelect } from '../positions/FilterSelect';
import { RetryOnFailure } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';

export const recommendedFilterLabels = {
  type: 'Тип инициативы',
  initiative: 'Инициатива',
  promoter: 'Промоутер',
  supplier: 'Поставщик',
} as const;

const orNull = (value: string) => (value === every ? null : value);

/** What each filter's choice sends; `null` is 'Все'. */
const choose: Record<keyof typeof recommendedFilterLabels, (value: string | null) => RecommendedFilterEvent> = {
  type: (initiativeType) => ({ type: 'filter.type', initiativeType }),
  initiative: (value) => ({ type: 'filter.initiative', initiativeId: value === null ? null : Number(value) }),
  promoter: (promoter) => ({ type: 'filter.promoter', promoter }),
  supplier: (supplier) => ({ type: 'filter.supplier', supplier }),
};
const byName = (names: string[] = []) => names.map((name) => ({ value: name, label: name }));

/**
 * The recommended order's filters (spec §2.3) in their cascade: a type offers its initiatives; the
 * promoters and suppliers are those of the chosen initiatives. Each choice loads the products anew.
 */
export function RecommendedFilters({ order }: { order: RecommendedOrderActor }) {
  const filters = useSelector(order, selectFilters);
  const initiatives = useSelector(order, selectInitiatives);
  const initiativesCall = useSelector(order, selectInitiativesActor);
  const initiativesFailure = useSelector(initiativesCall, (snapshot) => snapshot.context.error);
  const initiativesLoading = useSelector(initiativesCall, (snapshot) => snapshot.matches('fetching'));
  const optionsCall = useSelector(order, selectPromoterSupplierActor);
  const offered = useSelector(optionsCall, (snapshot) => snapshot.context.data);
  const optionsFailure = useSelector(optionsCall, (snapshot) => snapshot.context.error);
  const optionsLoading = useSelector(optionsCall, (snapshot) => snapshot.matches('fetching'));
  // The error modal of §2 opens on each new failure; the inline alerts keep 'Повторить'.
  useErrorModalOn(initiativesFailure);
  useErrorModalOn(optionsFailure);
  const types = useMemo(() => typeOptions(initiatives).map(({ type, name }) => ({ value: type, label: name })), [initiatives]);
  const ofType = useMemo(
    () => initiativeOptions(initiatives, filters.type).map((initiative) => ({ value: String(initiative.id), label: initiative.name })),
    [initiatives, filters.type],
  );
  const id = useId();
  const initiativeId = filters.initiativeId === null ? null : String(filters.initiativeId);
  // Each select waits for what it offers: the type and the initiative for the initiatives, the
  // promoter and the supplier for the options of the initiatives chosen.
  const selects = [
    { name: 'type', value: filters.type, options: types, waits: initiativesLoading },
    { name: 'initiative', value: initiativeId, options: ofType, waits: initiativesLoading },
    { name: 'promoter', value: filters.promoter, options: byName(offered?.promoters), waits: optionsLoading },
    { name: 'supplier', value: filters.supplier, options: byName(offered?.supplierGroups), waits: optionsLoading },
  ] as const;
  return (
    <div className="positions__filters">
      {selects.map(({ name, value, options, waits }) => (
        <FilterSelect
          key={name}
          id={`${id}-${name}`}
          label={recommendedFilterLabels[name]}
          value={value ?? every}
          disabled={waits}
          onChange={(chosen) => order.send(choose[name](orNull(chosen)))}
          options={options}
        />
      ))}
      <RetryOnFailure
        what="Не удалось загрузить инициативы"
        failure={initiativesFailure}
        onRetry={() => order.send({ type: 'initiatives.retry' })}
      />
      <RetryOnFailure
        what="Не удалось загрузить промоутеров и поставщиков"
        failure={optionsFailure}
        onRetry={() => order.send({ type: 'options.retry' })}
      />
    </div>
  );
}
