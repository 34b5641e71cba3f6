import { useSelector } from '@xstate/react';
import { useId, useMemo, useRef } from 'react';
import { initiativeTypeName } from '../../../domain/shared/initiative-types';
import { sortedTexts } from '../../../domain/shared/russian-order';
import type { MotivationFiltersActor, MotivationFiltersSnapshot } from '../../../machines/payroll/sales-motivation-filters.machine';
import { LabelledMenu } from '../../../ui/LabelledMenu';
import { RetryOnFailure } from '../../../ui/RetryAlert';
import { SelectTip } from '../../../ui/SelectTip';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';

const every = '';
const selectFilters = (snapshot: MotivationFiltersSnapshot) => snapshot.context.filters;
const selectInitiatives = (snapshot: MotivationFiltersSnapshot) => snapshot.context.initiatives;
const selectInitiativesCall = (snapshot: MotivationFiltersSnapshot) => snapshot.children.initiatives!;
const selectContractsCall = (snapshot: MotivationFiltersSnapshot) => snapshot.children.contracts!;
const selectPromotersCall = (snapshot: MotivationFiltersSnapshot) => snapshot.children.promoters!;

/**
 * The filters of §2.7: type → initiatives → promoters (each choice clears what follows it, §4), and
 * the contracts. They choose what the promo-product list offers.
 */
export function MotivationFilters({ filters }: { filters: MotivationFiltersActor }) {
  const chosen = useSelector(filters, selectFilters);
  const initiatives = useSelector(filters, selectInitiatives);
  const initiativesCall = useSelector(filters, selectInitiativesCall);
  const initiativesError = useSelector(initiativesCall, (snapshot) => snapshot.context.error);
  const contractsCall = useSelector(filters, selectContractsCall);
  const contracts = useSelector(contractsCall, (snapshot) => snapshot.context.data);
  const contractsError = useSelector(contractsCall, (snapshot) => snapshot.context.error);
  const promotersCall = useSelector(filters, selectPromotersCall);
  const promoters = useSelector(promotersCall, (snapshot) => snapshot.context.data);
  const promotersError = useSelector(promotersCall, (snapshot) => snapshot.context.error);
  // The error modal of §2 opens on each new failure; the inline alerts keep 'Повторить'.
  useErrorModalOn(initiativesError);
  useErrorModalOn(contractsError);
  useErrorModalOn(promotersError);
  const typeId = useId();
  const typeSelect = useRef<HTMLSelectElement>(null);

  const types = useMemo(
    () => [...new Set(initiatives.map((initiative) => initiative.type))].map((type) => ({ type, name: initiativeTypeName(type) })),
    [initiatives],
  );
  const ofType = useMemo(
    () =>
      initiatives
        .filter((initiative) => chosen.type === null || initiative.type === chosen.type)
        .map((initiative) => ({ value: String(initiative.id), label: initiative.name })),
    [initiatives, chosen.type],
  );
  return (
    <div className="sales-motivation__filters">
      <div className="field">
        <label className="field__label" htmlFor={typeId}>
          Тип инициативы
        </label>
        <select
          ref={typeSelect}
          id={typeId}
          className="field__input"
          value={chosen.type ?? every}
          onChange={(event) =>
            filters.send({ type: 'filter.type', initiativeType: event.target.value === every ? null : event.target.value })
          }
        >
          <option value={every}>Все</option>
          {types.map(({ type, name }) => (
            <option key={type} value={type}>
              {name}
            </option>
          ))}
        </select>
        <SelectTip select={typeSelect} value={chosen.type ?? every} />
      </div>
      <LabelledMenu
        className="field"
        label="Инициативы"
        options={ofType}
        failed={initiativesError !== null}
        chosen={chosen.initiativeIds.map(String)}
        onChange={(ids) => filters.send({ type: 'filter.initiatives', initiativeIds: ids.map(Number) })}
      />
      <LabelledMenu
        className="field"
        label="Промоутеры"
        options={sortedTexts(promoters ?? []).map((name) => ({ value: name, label: name }))}
        failed={promotersError !== null}
        chosen={chosen.promoters}
        onChange={(names) => filters.send({ type: 'filter.promoters', promoters: names })}
      />
      <LabelledMenu
        className="field"
        label="Договоры"
        options={(contracts ?? []).map((contract) => ({ value: String(contract.id), label: contract.name }))}
        failed={contractsError !== null}
        chosen={chosen.contractIds.map(String)}
        onChange={(ids) => filters.send({ type: 'filter.contracts', contractIds: ids.map(Number) })}
      />
      {promoters?.length === 0 && (chosen.type !== null || chosen.initiativeIds.length > 0) && (
        <p className="sales-motivation__note" role="status">
          У выбранных инициатив нет промо-товаров: выберите другие инициативы или договор.
        </p>
      )}
      <RetryOnFailure
        what="Не удалось загрузить инициативы"
        failure={initiativesError}
        onRetry={() => filters.send({ type: 'initiatives.retry' })}
      />
      <RetryOnFailure
        what="Не удалось загрузить промоутеров"
        failure={promotersError}
        onRetry={() => filters.send({ type: 'promoters.retry' })}
      />
      <RetryOnFailure
        what="Не удалось загрузить договоры"
        failure={contractsError}
        onRetry={() => filters.send({ type: 'contracts.retry' })}
      />
    </div>
  );
}
