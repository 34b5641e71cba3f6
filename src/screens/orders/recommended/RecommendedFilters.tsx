import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { RecommendedOrderActor } from '../../../machines/orders/recommended-order.config';
import {
  selectFilters,
  selectInitiatives,
  selectInitiativesActor,
  selectPromoterSupplierActor,
} from '../../../machines/orders/recommended-order.selectors';
import { initiativeOptions, typeOptions } from '../../../machines/orders/recommended-order.types';
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
  const options = useSelector(optionsCall, (snapshot) => snapshot.context.data);
  const optionsFailure = useSelector(optionsCall, (snapshot) => snapshot.context.error);
  const optionsLoading = useSelector(optionsCall, (snapshot) => snapshot.matches('fetching'));
  // The error modal of §2 opens on each new failure; the inline alerts keep 'Повторить'.
  useErrorModalOn(initiativesFailure);
  useErrorModalOn(optionsFailure);
  const types = useMemo(() => typeOptions(initiatives), [initiatives]);
  const ofType = useMemo(() => initiativeOptions(initiatives, filters.type), [initiatives, filters.type]);
  const ids = { type: useId(), initiative: useId(), promoter: useId(), supplier: useId() };
  return (
    <div className="positions__filters">
      <FilterSelect
        id={ids.type}
        label={recommendedFilterLabels.type}
        value={filters.type ?? every}
        disabled={initiativesLoading}
        onChange={(value) => order.send({ type: 'filter.type', initiativeType: orNull(value) })}
        options={types.map(({ type, name }) => ({ value: type, label: name }))}
      />
      <FilterSelect
        id={ids.initiative}
        label={recommendedFilterLabels.initiative}
        value={filters.initiativeId === null ? every : String(filters.initiativeId)}
        disabled={initiativesLoading}
        onChange={(value) => order.send({ type: 'filter.initiative', initiativeId: value === every ? null : Number(value) })}
        options={ofType.map((initiative) => ({ value: String(initiative.id), label: initiative.name }))}
      />
      <FilterSelect
        id={ids.promoter}
        label={recommendedFilterLabels.promoter}
        value={filters.promoter ?? every}
        disabled={optionsLoading}
        onChange={(value) => order.send({ type: 'filter.promoter', promoter: orNull(value) })}
        options={(options?.promoters ?? []).map((name) => ({ value: name, label: name }))}
      />
      <FilterSelect
        id={ids.supplier}
        label={recommendedFilterLabels.supplier}
        value={filters.supplier ?? every}
        disabled={optionsLoading}
        onChange={(value) => order.send({ type: 'filter.supplier', supplier: orNull(value) })}
        options={(options?.supplierGroups ?? []).map((name) => ({ value: name, label: name }))}
      />
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
