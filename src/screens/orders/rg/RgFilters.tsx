import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import type { RgOrderActor } from '../../../machines/orders/rg-order.config';
import { initiativeTypeName } from '../../../domain/shared/initiative-types';
import {
  selectFilters,
  selectOptions,
  selectPreselected,
  selectPromoterOptionsActor,
  selectPromoters,
} from '../../../machines/orders/rg-order.selectors';
import { priceBoundText, priceBoxText, readPriceBound } from '../../../domain/orders/purchase/price-input';
import { shownBoxText } from '../../../domain/shared/number-entry';
import { CheckboxMenu } from '../../../ui/CheckboxMenu';
import { NumberBox } from '../../../ui/number/NumberBox';
import { FilterCheck } from '../positions/FilterCheck';
import { every, FilterSelect } from '../positions/FilterSelect';
import { RetryOnFailure } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';

export const rgFilterLabels = {
  type: 'Вид инициативы',
  initiative: 'Инициатива',
  promoters: 'Промоутеры',
  excludedInitiatives: 'Исключить инициативы',
  zeroBalance: 'Нулевые остатки',
  priceFrom: 'Цена закупки от',
  priceTo: 'до',
  supplier: 'Поставщик',
  product: 'Промо-товар',
} as const;

/**
 * The RG order's filters (spec §2.4). The promoters load their positions when the menu closes;
 * every other filter applies at once to the positions loaded. The price bounds are number boxes:
 * a bound counts once committed (Enter, Tab, leaving the box); one against the rule of §5 (up to 10
 * digits, one separator, up to 2 decimals) is named with its reason while typed and, left, gives
 * way to the bound the filter had.
 */
export function RgFilters({ rg }: { rg: RgOrderActor }) {
  const filters = useSelector(rg, selectFilters);
  const options = useSelector(rg, selectOptions);
  const ids = { from: useId(), supplier: useId(), product: useId() };
  // A bound left with a refused text says here that the filter kept its bound, until one counts.
  const [priceNote, setPriceNote] = useState<string | null>(null);
  const excludedOptions = useMemo(() => options.otherInitiativeNames.map((name) => ({ value: name, label: name })), [options]);
  return (
    <div className="positions__filters">
      <PreselectedInitiative rg={rg} />
      <PromoterFilter rg={rg} />
      <div className="field positions__control">
        <span className="field__label">{rgFilterLabels.excludedInitiatives}</span>
        <CheckboxMenu
          label={rgFilterLabels.excludedInitiatives}
          options={excludedOptions}
          chosen={filters.excludedInitiatives}
          noneText="нет"
          onChange={(names) => rg.send({ type: 'filter.excludedInitiatives', names })}
        />
      </div>
      <div className="field positions__control rg-order__prices">
        <label className="field__label" htmlFor={ids.from}>
          {rgFilterLabels.priceFrom}
        </label>
        <div className="rg-order__price-pair">
          <PriceBound
            id={ids.from}
            label={rgFilterLabels.priceFrom}
            text={filters.priceFrom}
            onCommit={(text) => rg.send({ type: 'filter.priceFrom', text })}
            onRestored={setPriceNote}
          />
          {/* The box's own name is the whole 'Цена закупки до'; the short 'до' is for the eye. */}
          <span aria-hidden="true">{rgFilterLabels.priceTo}</span>
          <PriceBound
            label={`${rgFilterLabels.priceFrom.replace(' от', '')} ${rgFilterLabels.priceTo}`}
            text={filters.priceTo}
            onCommit={(text) => rg.send({ type: 'filter.priceTo', text })}
            onRestored={setPriceNote}
          />
        </div>
        {priceNote && (
          <p className="field__reason rg-order__price-note" role="status">
            {priceNote}
          </p>
        )}
      </div>
      <FilterSelect
        id={ids.supplier}
        label={rgFilterLabels.supplier}
        value={filters.supplier ?? every}
        onChange={(value) => rg.send({ type: 'filter.supplier', supplier: value === every ? null : value })}
        options={options.supplierGroups.map((group) => ({ value: group, label: group }))}
      />
      <FilterSelect
        id={ids.product}
        label={rgFilterLabels.product}
        value={filters.productId === null ? every : String(filters.productId)}
        onChange={(value) => rg.send({ type: 'filter.product', productId: value === every ? null : Number(value) })}
        options={options.products.map((product) => ({ value: String(product.id), label: product.name }))}
      />
      <FilterCheck
        label={rgFilterLabels.zeroBalance}
        checked={filters.zeroBalance}
        onChange={(checked) => rg.send({ type: 'filter.zeroBalance', checked })}
      />
    </div>
  );
}

interface PriceBoundProps {
  id?: string;
  label: string;
  text: string;
  onCommit: (text: string) => void;
  /** Where the box says it put the bound back after a refused text was left. */
  onRestored: (sentence: string | null) => void;
}

/** One price bound: the filter keeps '12.5', the box shows '12,50'. */
function PriceBound({ id, label, text, onCommit, onRestored }: PriceBoundProps) {
  return (
    <NumberBox
      id={id}
      label={label}
      className="field__input rg-order__price"
      inputMode="decimal"
      money
      text={priceBoxText(text)}
      read={readPriceBound}
      refusedOnLeave="restore"
      keptText={(committed) => (committed === '' ? 'Фильтр по цене не задан' : `Фильтр остаётся ${shownBoxText(committed, true)}`)}
      onCommit={(typed) => onCommit(priceBoundText(typed))}
      onRestored={onRestored}
    />
  );
}

/**
 * The initiative the overview's order icon opened the tab for, its type and name, as fixed fields:
 * §2.4 has no initiative filter (the RG positions are the pharmacy's, whatever the initiative).
 * Read-only text boxes that wrap and grow with the name, so a long one is read whole.
 */
function PreselectedInitiative({ rg }: { rg: RgOrderActor }) {
  const preselected = useSelector(rg, selectPreselected);
  const ids = { type: useId(), initiative: useId() };
  if (!preselected) return null;
  return (
    <>
      <div className="field positions__control">
        <label className="field__label" htmlFor={ids.type}>
          {rgFilterLabels.type}
        </label>
        <textarea id={ids.type} className="field__input positions__fixed" rows={1} readOnly value={initiativeTypeName(preselected.type)} />
      </div>
      <div className="field positions__control">
        <label className="field__label" htmlFor={ids.initiative}>
          {rgFilterLabels.initiative}
        </label>
        <textarea id={ids.initiative} className="field__input positions__fixed" rows={2} readOnly value={preselected.initiativeName} />
      </div>
    </>
  );
}

/** The pharmacy's RG promoters; a failed list says so with 'Повторить'. */
function PromoterFilter({ rg }: { rg: RgOrderActor }) {
  const operation = useSelector(rg, selectPromoterOptionsActor);
  const promoters = useSelector(operation, (snapshot) => snapshot.context.data);
  const fetching = useSelector(operation, (snapshot) => snapshot.matches('fetching'));
  const failure = useSelector(operation, (snapshot) => snapshot.context.error);
  useErrorModalOn(failure);
  const chosen = useSelector(rg, selectPromoters);
  const options = useMemo(() => (promoters ?? []).map((name) => ({ value: name, label: name })), [promoters]);
  return (
    <div className="field positions__control">
      <span className="field__label">{rgFilterLabels.promoters}</span>
      <CheckboxMenu
        label={rgFilterLabels.promoters}
        options={options}
        chosen={chosen}
        disabled={fetching}
        failed={failure !== null}
        noneText={fetching ? 'Загрузка...' : 'все'}
        onChange={(names) => rg.send({ type: 'filter.promoters', promoters: names })}
        onClose={() => rg.send({ type: 'promoters.close' })}
      />
      <RetryOnFailure what="Не удалось загрузить промоутеров" failure={failure} onRetry={() => rg.send({ type: 'promoters.retry' })} />
    </div>
  );
}
