import {
  cubeKindOf,
  downloadKindOf,
  initiativeTypeName,
  isHiddenInitiativeType,
  isPulsInitiative,
  normalizeInitiativeType,
  orderTabOf,
  reportLayoutOf,
  rowActionOf,
  superTypeName,
  superTypeOf,
  superTypeRank,
  type CubeKind,
  type OrderTab,
  type ReportDownloadKind,
} from '../shared/initiative-types';
import { formatDate } from '../shared/format';
import { sumMoney, sumPresentMoney } from '../shared/money';
import { isCurrentPeriod, periodOf, quarterEnd, quarterStart, quarters, type Period, type Quarter } from '../shared/quarters';

/**
 * The initiatives overview (common tab): the pharmacy's initiatives of one quarter grouped by
 * super-type, with the details and order actions of each row and the totals row 'Итого'.
 */

/** One initiative of the initiatives report, as the server sends it (spec section 3). */
export interface InitiativeRecord {
  id: number;
  type: string;
  name: string;
  /** Unix seconds; `to` is the inclusive end. */
  from: number;
  to: number;
  mtxPercent: number | null;
  purchaseSipSum: number | null;
  earned: number | null;
  expected: number | null;
  mitigatingCoefficient: number | null;
  startDate: number | null;
  expirationDate: number | null;
  /**
   * The distributor has published an analytics cube for this initiative (our field). Absent: the
   * back end does not say, and the type decides (a cube query exists for it, spec section 3).
   */
  hasCubeLink?: boolean;
}

/** What the details cell of a row does, resolved for that row. */
export type DetailsAction =
  | { kind: 'download'; report: ReportDownloadKind; initiativeId: number; initiativeName: string }
  | { kind: 'cube'; cube: CubeKind; initiativeId: number }
  | { kind: 'report'; reportId: number }
  /** The internal initiative page (the report detail route, header only) when there is neither a cube link nor a table. */
  | { kind: 'initiative'; initiativeId: number }
  | { kind: 'none' };

/** The order icon: switch to `tab` with the type and the initiative preselected. */
export interface OrderLink {
  tab: OrderTab;
  type: string;
  initiativeId: number;
  initiativeName: string;
}

/** A row of the overview: the record's own figures, and what the portal makes of it. */
export interface OverviewInitiativeRow
  extends Pick<InitiativeRecord, 'id' | 'name' | 'from' | 'to' | 'mtxPercent' | 'purchaseSipSum' | 'earned' | 'expected'> {
  /** Normalised: USTM_SALE arrives as PRIVATE_LABEL. */
  type: string;
  typeName: string;
  superType: string;
  /** Ended before now; only marked in the current quarter (shaded pink, listed last). */
  expired: boolean;
  details: DetailsAction;
  order: OrderLink | null;
  /** An initiative of the wholesaler "Пульс" (the ordering-system family of that name). */
  puls: boolean;
}

export interface OverviewGroupRow {
  superType: string;
  name: string;
  /** A fulfilment percent cannot be added up: a group shows one only when one child has it. */
  mtxPercent: number | null;
  purchaseSipSum: number | null;
  earned: number | null;
  expected: number | null;
  children: OverviewInitiativeRow[];
}

export interface OverviewTotals {
  label: 'Итого';
  purchaseSipSum: number;
  earned: number;
  expected: number;
}

export interface OverviewTable {
  groups: OverviewGroupRow[];
  /** Null when there is nothing to show ('Нет данных'). */
  totals: OverviewTotals | null;
}

/**
 * A cube link wins over the report detail because it is the richer view of the same figures;
 * a 'view' type with neither opens the internal initiative page by id (spec section 2, "View opens
 * an external analytics cube link … otherwise it goes to an internal initiative page by id").
 * Whether an initiative has a cube link is our `hasCubeLink`; a back end that does not say leaves
 * it to the type: the kinds spec section 3 lists a cube query for open their cube.
 */
export const detailsActionOf = (record: Pick<InitiativeRecord, 'id' | 'type' | 'name' | 'hasCubeLink'>): DetailsAction => {
  const action = rowActionOf(record.type);
  if (action === 'download') {
    const report = downloadKindOf(record.type);
    if (report) return { kind: 'download', report, initiativeId: record.id, initiativeName: record.name };
  }
  if (action === 'view') {
    const cube = cubeKindOf(record.type);
    if (cube && record.hasCubeLink !== false) return { kind: 'cube', cube, initiativeId: record.id };
    if (reportLayoutOf(record.type)) return { kind: 'report', reportId: record.id };
    return { kind: 'initiative', initiativeId: record.id };
  }
  return { kind: 'none' };
};

const nowSeconds = (now: Date): number => Math.floor(now.getTime() / 1000);

const toRow = (record: InitiativeRecord, current: boolean, now: Date): OverviewInitiativeRow => {
  const type = normalizeInitiativeType(record.type);
  const expired = current && record.to < nowSeconds(now);
  // Ordering is offered only while an initiative runs: the current quarter, not yet ended.
  const order: OrderLink | null =
    current && !expired ? { tab: orderTabOf(type), type, initiativeId: record.id, initiativeName: record.name } : null;
  return {
    id: record.id,
    type,
    typeName: initiativeTypeName(type),
    name: record.name,
    superType: superTypeOf(type),
    from: record.from,
    to: record.to,
    mtxPercent: record.mtxPercent,
    purchaseSipSum: record.purchaseSipSum,
    earned: record.earned,
    expected: record.expected,
    expired,
    details: detailsActionOf({ ...record, type }),
    order,
    puls: isPulsInitiative(record.name),
  };
};

const toGroup = (superType: string, children: OverviewInitiativeRow[]): OverviewGroupRow => {
  const percents = children.map((child) => child.mtxPercent).filter((value): value is number => value != null);
  return {
    superType,
    name: superTypeName(superType),
    mtxPercent: percents.length === 1 ? percents[0] : null,
    purchaseSipSum: sumPresentMoney(children.map((child) => child.purchaseSipSum)),
    earned: sumPresentMoney(children.map((child) => child.earned)),
    expected: sumPresentMoney(children.map((child) => child.expected)),
    // Active first, expired after; each part keeps the server's order (the sort is stable).
    children: [...children].sort((a, b) => Number(a.expired) - Number(b.expired)),
  };
};

/** The grouped table of one period; `now` decides whether it is the current quarter and what has expired. */
export const buildOverview = (records: readonly InitiativeRecord[], period: Period, now: Date): OverviewTable => {
  const current = isCurrentPeriod(period, now);
  const byGroup = new Map<string, OverviewInitiativeRow[]>();
  for (const record of records) {
    if (isHiddenInitiativeType(record.type)) continue;
    const row = toRow(record, current, now);
    const group = byGroup.get(row.superType);
    if (group) group.push(row);
    else byGroup.set(row.superType, [row]);
  }
  const groups = [...byGroup.entries()]
    .map(([superType, children]) => toGroup(superType, children))
    .sort((a, b) => superTypeRank(a.superType) - superTypeRank(b.superType));
  if (groups.length === 0) return { groups, totals: null };
  const children = groups.flatMap((group) => group.children);
  return {
    groups,
    totals: {
      label: 'Итого',
      purchaseSipSum: sumMoney(children.map((child) => child.purchaseSipSum)),
      earned: sumMoney(children.map((child) => child.earned)),
      expected: sumMoney(children.map((child) => child.expected)),
    },
  };
};

/**
 * The quarters of `year` in which any (visible) initiative runs: the gateway answers the
 * quarters call with it and the selector disables the others.
 */
export const quartersWithData = (records: readonly Pick<InitiativeRecord, 'type' | 'from' | 'to'>[], year: number): Quarter[] =>
  quarters.filter((quarter) => {
    const start = quarterStart({ year, quarter }).getTime() / 1000;
    const end = quarterEnd({ year, quarter }).getTime() / 1000;
    return records.some((record) => !isHiddenInitiativeType(record.type) && record.from <= end && record.to >= start);
  });

/** The records of one period: those running at some moment of it. */
export const recordsOfPeriod = <R extends Pick<InitiativeRecord, 'from' | 'to'>>(records: readonly R[], period: Period): R[] => {
  const start = quarterStart(period).getTime() / 1000;
  const end = quarterEnd(period).getTime() / 1000;
  return records.filter((record) => record.from <= end && record.to >= start);
};

/** The period of an initiative: the quarter its start falls in. */
export const periodOfInitiative = (record: Pick<InitiativeRecord, 'from'>): Period => periodOf(record.from);

/** The freshness line above the table; null when the distributor has not said (the line is hidden). */
export const overviewFreshnessText = (dataFreshness: number | null): string | null =>
  dataFreshness == null ? null : `Дата актуальности данных: ${formatDate(dataFreshness)}`;

/** Requesting initiatives again is heavy for the distributor, so the success snackbar asks for restraint. */
export const exportRecommendation = 'Рекомендуем запрашивать инициативы не чаще одного раза в день.';

/** The success snackbar of a re-export: the server's message, then the recommendation. */
export const exportSuccessText = (serverMessage: string): string => {
  const message = serverMessage.trim();
  if (!message) return exportRecommendation;
  return `${/[.!?]$/.test(message) ? message : `${message}.`} ${exportRecommendation}`;
};
