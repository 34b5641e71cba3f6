/**
 * Initiative types (spec section 3) and what the portal does with each: its Russian name, the
 * group (super-type) it is shown under in the overview, the order tab it opens, and how its row's
 * details are shown (a report download, a report detail screen or an analytics cube).
 *
 * Functions take a plain string, not only the known union: the distributor may add a type before
 * the portal knows it, and such a row must still show (under its own code) instead of breaking
 * the whole overview.
 */
export const initiativeTypes = [
  'MANDATORY_MATRIX',
  'PRIVATE_LABEL',
  'PRODUCT_OF_THE_DAY',
  'PHARMACIST_MOTIVATION',
  'RECOMMENDED_GOODS',
  'PREVENT_STOCKOUT',
  'PROCUREMENT_PLAN',
  'PROCUREMENT_PLAN_MONETARY',
  'SALES_PLAN',
  'SALES_PLAN_MONETARY',
  'PRIORITY_SALE',
  'PHARMACY_MOTIVATION',
  'DISCOUNT_COMPENSATION',
  'PROCUREMENT',
  'PROCUREMENT_USTM',
  'PROCUREMENT_USTM_MONTH',
  'PROCUREMENT_MONTH',
  'PROCUREMENT_GROUPING',
  'PROCUREMENT_GROUPING_MONTH',
  'PROCUREMENT_GROUPING_SP',
  'PROCUREMENT_GROUPING_SP_MONTH',
  'ESTABLISHED_ORDER',
  'IMPULSE_ACTION',
  'IMPULSE_ACTION_SINGLETON',
  'EVENT_COMPENSATION',
  'MATRIX_PLUS',
  'SHOWCASE',
  'PULSAR_BONUS',
] as const;
export type InitiativeType = (typeof initiativeTypes)[number];

/** The six spreadsheet reports: the path segment of GET /reports/rest/reports/mktg-initiative/{kind}. */
export const reportDownloadKinds = [
  'extended-mandatory-matrix',
  'product-of-the-day',
  'recommended-good',
  'pharmacy-motivation',
  'discount-compensation',
  'procurement',
] as const;
export type ReportDownloadKind = (typeof reportDownloadKinds)[number];

/** The five table layouts of the report detail screen (spec section 2, "Report detail"). */
export const reportLayoutKinds = ['salesPlan', 'contract', 'matrixLevel', 'motivation', 'discountCompensation'] as const;
export type ReportLayoutKind = (typeof reportLayoutKinds)[number];

/** The analytics cubes the distributor publishes (spec section 3, "Analytical cube queries exist for…"). */
export const cubeKinds = [
  'mandatoryMatrix',
  'recommendedGoods',
  'ustm',
  'productOfTheDay',
  'pharmacyMotivation',
  'discountCompensation',
  'procurement',
  'establishedOrder',
  'procurementGrouping',
  'procurementAmountPlan',
  'impulseAction',
  'impulseActionSingleton',
  'salesMotivation',
] as const;
export type CubeKind = (typeof cubeKinds)[number];

interface TypeFacts {
  name: string;
  /** The spreadsheet report a row of this type downloads. */
  download?: ReportDownloadKind;
  /** The report detail layout a row of this type opens (the six report types of spec section 2). */
  layout?: ReportLayoutKind;
  /** The cube a row opens instead of the report detail when the initiative has a cube link. */
  cube?: CubeKind;
}

/*
 * The spec names six downloads and six report-detail types on five tables, three of them named
 * after a type: the mandatory-matrix level, pharmacy motivation and discount compensation tables
 *. The other three: the plan types with packs share the sales/plan table and a
 * priority sale is paid by contract terms. Three more types of ours keep the table of their kind
 * (preventing stock-outs by matrix levels, the pharmacist's motivation and event compensation,
 * docs/decisions/report-types-and-actions.md). A row has one action in the overview, so the download types still download;
 * their report detail opens by its address.
 */
const facts: Record<InitiativeType, TypeFacts> = {
  MANDATORY_MATRIX: { name: 'Обязательная матрица', download: 'extended-mandatory-matrix', layout: 'matrixLevel', cube: 'mandatoryMatrix' },
  PRIVATE_LABEL: { name: 'Собственная торговая марка', cube: 'ustm' },
  PRODUCT_OF_THE_DAY: { name: 'Товар дня', download: 'product-of-the-day', cube: 'productOfTheDay' },
  PHARMACIST_MOTIVATION: { name: 'Мотивация первостольников', layout: 'motivation', cube: 'salesMotivation' },
  RECOMMENDED_GOODS: { name: 'Рекомендованные товары', download: 'recommended-good', cube: 'recommendedGoods' },
  PREVENT_STOCKOUT: { name: 'Предотвращение дефектуры', layout: 'matrixLevel' },
  PROCUREMENT_PLAN: { name: 'План закупок', layout: 'salesPlan', cube: 'procurementAmountPlan' },
  PROCUREMENT_PLAN_MONETARY: { name: 'План закупок в рублях', cube: 'procurementAmountPlan' },
  SALES_PLAN: { name: 'План продаж', layout: 'salesPlan' },
  SALES_PLAN_MONETARY: { name: 'План продаж в рублях' },
  PRIORITY_SALE: { name: 'Приоритетные продажи', layout: 'contract' },
  PHARMACY_MOTIVATION: { name: 'Мотивация аптеки', download: 'pharmacy-motivation', layout: 'motivation', cube: 'pharmacyMotivation' },
  DISCOUNT_COMPENSATION: {
    name: 'Компенсация скидки',
    download: 'discount-compensation',
    layout: 'discountCompensation',
    cube: 'discountCompensation',
  },
  PROCUREMENT: { name: 'Закупка', download: 'procurement', cube: 'procurement' },
  PROCUREMENT_USTM: { name: 'Закупка СТМ', download: 'procurement', cube: 'ustm' },
  PROCUREMENT_USTM_MONTH: { name: 'Закупка СТМ за месяц', download: 'procurement', cube: 'ustm' },
  PROCUREMENT_MONTH: { name: 'Закупка за месяц', download: 'procurement', cube: 'procurement' },
  PROCUREMENT_GROUPING: { name: 'Групповая закупка', download: 'procurement', cube: 'procurementGrouping' },
  PROCUREMENT_GROUPING_MONTH: { name: 'Групповая закупка за месяц', download: 'procurement', cube: 'procurementGrouping' },
  PROCUREMENT_GROUPING_SP: { name: 'Групповая закупка СП', download: 'procurement', cube: 'procurementGrouping' },
  PROCUREMENT_GROUPING_SP_MONTH: { name: 'Групповая закупка СП за месяц', download: 'procurement', cube: 'procurementGrouping' },
  ESTABLISHED_ORDER: { name: 'Установленный заказ', cube: 'establishedOrder' },
  IMPULSE_ACTION: { name: 'Импульсная акция', cube: 'impulseAction' },
  IMPULSE_ACTION_SINGLETON: { name: 'Разовая импульсная акция', cube: 'impulseActionSingleton' },
  EVENT_COMPENSATION: { name: 'Компенсация мероприятий', layout: 'discountCompensation' },
  MATRIX_PLUS: { name: 'Матрица плюс' },
  SHOWCASE: { name: 'Витрина' },
  PULSAR_BONUS: { name: 'Бонус Пульсар' },
};

export const isInitiativeType = (value: string): value is InitiativeType => Object.hasOwn(facts, value);

const factsOf = (type: string): TypeFacts | undefined => (isInitiativeType(type) ? facts[type] : undefined);

/** Real-time sources call private-label sales USTM_SALE; the portal shows them as PRIVATE_LABEL. */
export const normalizeInitiativeType = (type: string): string => (type === 'USTM_SALE' ? 'PRIVATE_LABEL' : type);

/** The Russian name of a type; an unknown type shows its code rather than nothing. */
export const initiativeTypeName = (type: string): string => factsOf(normalizeInitiativeType(type))?.name ?? type;

/** PULSAR_BONUS rows are hidden from the pharmacy's initiative tables (spec section 3). */
export const isHiddenInitiativeType = (type: string): boolean => type === 'PULSAR_BONUS';

/** Every procurement type is shown under one group; the plans of procurement too (their code says so). */
export const isProcurementType = (type: string): boolean => normalizeInitiativeType(type).startsWith('PROCUREMENT');

/** The overview group of a type: PROCUREMENT_SUPER for all procurement types, otherwise TYPE_SUPER. */
export const superTypeOf = (type: string): string =>
  isProcurementType(type) ? 'PROCUREMENT_SUPER' : `${normalizeInitiativeType(type)}_SUPER`;

/** The Russian name of a group: the type's own name, 'Закупки' for the procurement group. */
export const superTypeName = (superType: string): string =>
  superType === 'PROCUREMENT_SUPER' ? 'Закупки' : initiativeTypeName(superType.replace(/_SUPER$/, ''));

/** Groups are listed in the order of spec section 3; unknown groups go last. */
export const superTypeRank = (superType: string): number => {
  const index = initiativeTypes.findIndex((type) => superTypeOf(type) === superType);
  return index === -1 ? initiativeTypes.length : index;
};

/** The order tabs an initiative opens (spec section 2, "Tab screen"). */
export type OrderTab = 'profitForecast' | 'purchaseOrderRG' | 'purchaseOrder';

export const orderTabOf = (type: string): OrderTab => {
  const normalized = normalizeInitiativeType(type);
  if (normalized === 'MANDATORY_MATRIX') return 'profitForecast';
  if (normalized === 'RECOMMENDED_GOODS') return 'purchaseOrderRG';
  return 'purchaseOrder';
};

export const downloadKindOf = (type: string): ReportDownloadKind | null => factsOf(normalizeInitiativeType(type))?.download ?? null;

export const reportLayoutOf = (type: string): ReportLayoutKind | null => factsOf(normalizeInitiativeType(type))?.layout ?? null;

export const cubeKindOf = (type: string): CubeKind | null => factsOf(normalizeInitiativeType(type))?.cube ?? null;

/** The report-detail types (those with a layout): the spec's six and three of ours. */
export const reportDetailTypes: readonly InitiativeType[] = initiativeTypes.filter((type) => facts[type].layout);

/**
 * The details action of a type in the overview. A downloadable type downloads its spreadsheet;
 * a type with a detail screen or a cube is viewed; anything else has no action.
 */
export type RowAction = 'view' | 'download' | 'none';

export const rowActionOf = (type: string): RowAction => {
  if (isHiddenInitiativeType(type)) return 'none';
  if (downloadKindOf(type)) return 'download';
  if (reportLayoutOf(type) || cubeKindOf(type)) return 'view';
  return 'none';
};

/**
 * Initiatives of the wholesaler "Пульс" are recognised by name: it contains 'пульс' but is not an
 * 'импульсная' (impulse) action, whose name merely contains the same letters.
 */
export const isPulsInitiative = (name: string): boolean => {
  const lower = name.toLocaleLowerCase('ru-RU');
  return lower.includes('пульс') && !lower.includes('импульсная');
};

/**
 * The id of an initiative type in the purchase-order calls (§3 'Initiative type: id, type,
 * displayName'): its 1-based place in initiativeTypes, so it is stable as long as the list only
 * grows at its end. Unknown types have none.
 */
export const initiativeTypeId = (type: string): number | null => {
  const index = (initiativeTypes as readonly string[]).indexOf(normalizeInitiativeType(type));
  return index === -1 ? null : index + 1;
};

/** The type code of an id from initiativeTypeId; null when no type has it. */
export const initiativeTypeOfId = (id: number): InitiativeType | null => initiativeTypes[id - 1] ?? null;
