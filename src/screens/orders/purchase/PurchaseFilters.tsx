import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { PurchaseOrderActor } from '../../../machines/orders/purchase-order.config';
import type { PurchaseOrderEvent } from '../../../machines/orders/purchase-order.types';
import {
  selectCanShowList,
  excludableInitiatives,
  selectExcluded,
  selectFiltersFailure,
  selectFiltersLoading,
  selectInitiativeOptions,
  selectInitiatives,
  selectListInitiatives,
  selectMenusOpen,
  selectPlanNotFulfilled,
  selectPreselected,
  selectProductOptions,
  selectProducts,
  selectPromoterOptions,
  selectPromoters,
  selectSupplierOptions,
  selectSuppliers,
  selectTypeId,
  selectTypes,
  selectTypesFailure,
  selectTypesLoading,
  selectZeroBalance,
  withPreselected,
} from '../../../machines/orders/purchase-order.selectors';
import type { CheckboxOption } from '../../../ui/CheckboxMenu';
import { LabelledMenu } from '../../../ui/LabelledMenu';
import { RetryOnFailure } from '../../../ui/RetryAlert';
import { StayingButton } from '../../../ui/StayingButton';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { FilterCheck } from '../positions/FilterCheck';
import { every, FilterSelect } from '../positions/FilterSelect';

export const filterLabels = {
  type: 'Вид инициативы',
  initiatives: 'Инициативы',
  promoters: 'Промоутер',
  suppliers: 'Поставщик',
  products: 'Промо-товар',
  excluded: 'Исключить инициативы',
  zeroBalance: 'Нулевые остатки',
  planNotFulfilled: 'План не выполнен',
  show: 'Показать список товаров',
} as const;

const ids = (values: string[]) => values.map(Number);
const texts = (values: readonly (string | number)[]) => values.map(String);
const byText = (values: readonly string[]): CheckboxOption[] => values.map((value) => ({ value, label: value }));

/**
 * The filters of §2.2 in the order of the cascade: the type (clearable), its initiatives, then the
 * filters of the list. The menus wait while their options load; closing the initiative menu is
 * the step that loads options and the plan for the initiatives ticked (§4).
 */
export function PurchaseFilters({ order }: { order: PurchaseOrderActor }) {
  const typesFailure = useSelector(order, selectTypesFailure);
  const filtersFailure = useSelector(order, selectFiltersFailure);
  const filtersLoading = useSelector(order, selectFiltersLoading);
  const canShow = useSelector(order, selectCanShowList);
  // The error modal of §2 opens on each new failure; the inline alerts keep 'Повторить'.
  useErrorModalOn(typesFailure);
  useErrorModalOn(filtersFailure);
  return (
    <section className="purchase-order__filters" aria-label="Фильтры заказа" aria-busy={filtersLoading}>
      <RetryOnFailure
        what="Не удалось загрузить виды инициатив"
        failure={typesFailure}
        onRetry={() => order.send({ type: 'types.retry' })}
      />
      <div className="positions__filters">
        <TypeSelect order={order} />
        <InitiativeMenu order={order} />
        <ListFilters order={order} />
        <Checkboxes order={order} />
        <StayingButton className="button button--primary" unavailable={!canShow} onClick={() => order.send({ type: 'list.show' })}>
          {filterLabels.show}
        </StayingButton>
      </div>
      {filtersLoading && (
        <p className="purchase-order__hint" role="status">
          Загрузка...
        </p>
      )}
      <RetryOnFailure what="Не удалось загрузить фильтры" failure={filtersFailure} onRetry={() => order.send({ type: 'filters.retry' })} />
    </section>
  );
}

function TypeSelect({ order }: { order: PurchaseOrderActor }) {
  const types = useSelector(order, selectTypes);
  const typeId = useSelector(order, selectTypeId);
  const loading = useSelector(order, selectTypesLoading);
  const options = useMemo(() => types.map((type) => ({ value: String(type.id), label: type.displayName })), [types]);
  return (
    <FilterSelect
      id={useId()}
      label={filterLabels.type}
      className="purchase-order__type"
      disabled={loading || types.length === 0}
      value={typeId === null ? every : String(typeId)}
      noneText={loading ? 'Загрузка...' : 'Не выбран'}
      options={options}
      onChange={(value) => order.send({ type: 'type.choose', typeId: value === every ? null : Number(value) })}
    />
  );
}

function InitiativeMenu({ order }: { order: PurchaseOrderActor }) {
  const listed = useSelector(order, selectInitiativeOptions);
  const preselected = useSelector(order, selectPreselected);
  const chosen = useSelector(order, selectInitiatives);
  const open = useSelector(order, selectMenusOpen);
  const options = useMemo(
    () => withPreselected(listed, preselected, chosen).map((initiative) => ({ value: String(initiative.id), label: initiative.name })),
    [listed, preselected, chosen],
  );
  return (
    <LabelledMenu
      className="positions__control"
      label={filterLabels.initiatives}
      options={options}
      chosen={texts(chosen)}
      disabled={!open}
      onChange={(values) => order.send({ type: 'initiatives.choose', initiatives: ids(values) })}
      onClose={() => order.send({ type: 'initiatives.close' })}
    />
  );
}

function ListFilters({ order }: { order: PurchaseOrderActor }) {
  const open = useSelector(order, selectMenusOpen);
  const promoterOptions = useSelector(order, selectPromoterOptions);
  const supplierOptions = useSelector(order, selectSupplierOptions);
  const productOptions = useSelector(order, selectProductOptions);
  const initiatives = useSelector(order, selectInitiativeOptions);
  const chosenInitiatives = useSelector(order, selectInitiatives);
  const promoters = useSelector(order, selectPromoters);
  const suppliers = useSelector(order, selectSuppliers);
  const products = useSelector(order, selectProducts);
  const excluded = useSelector(order, selectExcluded);
  const listInitiatives = useSelector(order, selectListInitiatives);
  const promoterItems = useMemo(() => byText(promoterOptions), [promoterOptions]);
  const supplierItems = useMemo(() => byText(supplierOptions), [supplierOptions]);
  const productItems = useMemo(
    () => productOptions.map((product) => ({ value: String(product.id), label: product.name })),
    [productOptions],
  );
  // The type's initiatives not chosen for the order, and, once the list is in, the other initiatives of its positions.
  const excludable = useMemo(
    () =>
      excludableInitiatives(initiatives, chosenInitiatives, listInitiatives).map((each) => ({ value: String(each.id), label: each.name })),
    [initiatives, chosenInitiatives, listInitiatives],
  );
  // The list's four menus alike but for what they offer, what is ticked, and the event that ticks.
  const menus: ListMenu[] = [
    { name: 'promoters', options: promoterItems, chosen: promoters, choose: (values) => ({ type: 'promoters.choose', promoters: values }) },
    { name: 'suppliers', options: supplierItems, chosen: suppliers, choose: (values) => ({ type: 'suppliers.choose', suppliers: values }) },
    {
      name: 'products',
      options: productItems,
      chosen: texts(products),
      choose: (values) => ({ type: 'products.choose', products: ids(values) }),
    },
    {
      name: 'excluded',
      options: excludable,
      chosen: texts(excluded),
      choose: (values) => ({ type: 'excluded.choose', excluded: ids(values) }),
      noneText: 'нет',
    },
  ];
  return menus.map(({ name, choose, ...menu }) => (
    <LabelledMenu
      key={name}
      className="positions__control"
      label={filterLabels[name]}
      disabled={!open}
      onChange={(values) => order.send(choose(values))}
      {...menu}
    />
  ));
}

interface ListMenu {
  name: 'promoters' | 'suppliers' | 'products' | 'excluded';
  options: CheckboxOption[];
  chosen: string[];
  choose: (values: string[]) => PurchaseOrderEvent;
  /** What the menu says with nothing ticked ('все' unless given). */
  noneText?: string;
}

function Checkboxes({ order }: { order: PurchaseOrderActor }) {
  const zeroBalance = useSelector(order, selectZeroBalance);
  const planNotFulfilled = useSelector(order, selectPlanNotFulfilled);
  return (
    <>
      <FilterCheck
        label={filterLabels.zeroBalance}
        checked={zeroBalance}
        onChange={(checked) => order.send({ type: 'zeroBalance.set', checked })}
      />
      <FilterCheck
        label={filterLabels.planNotFulfilled}
        checked={planNotFulfilled}
        onChange={(checked) => order.send({ type: 'planNotFulfilled.set', checked })}
      />
    </>
  );
}
