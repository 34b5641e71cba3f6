import { isInitiativeType } from '../domain/shared/initiative-types';

/**
 * The tabs of the reports screen (spec section 2, "Tab screen"), in the spec's order. A tab is
 * listed only once its screen exists (src/app/reports-route.tsx); the distribution tab is never listed but
 * opens when asked for; orderCompose is hidden for a pharmacy that belongs to a marketplace.
 *
 * The URL keeps the chosen tab, so a link opens it:
 *   /pa/reports                  the common tab (the default, same as ?tab=common)
 *   /pa/reports?tab=distribution the rewards distribution
 * and an order tab can be opened with a type and an initiative preselected:
 *   /pa/reports?tab=profitForecast&type=MANDATORY_MATRIX&initiative=42&initiativeName=Матрица%20Q2
 * `type` is an initiative type code, `initiative` its id, `initiativeName` its name as shown.
 * An unknown or unavailable tab shows the common tab; a preselection missing any part is ignored.
 * Order tab screens read it with readPreselection(searchParams); links are built with reportsTabUrl.
 */
export const reportTabIds = [
  'common',
  'profitForecast',
  'purchaseOrder',
  'purchaseOrderRG',
  'orderCompose',
  'payrollCalculation',
  'pharmacyInitiatives',
  'feedback',
] as const;
export type ListedTabId = (typeof reportTabIds)[number];
export type ReportTabId = ListedTabId | 'distribution';

export const defaultTab: ReportTabId = 'common';

export const tabTitles: Record<ReportTabId, string> = {
  common: 'Общий отчёт по инициативам',
  profitForecast: 'Расчёт заказа по обязательной матрице',
  purchaseOrder: 'Расчёт заказа по видам инициатив',
  purchaseOrderRG: 'Расчёт заказа по группам закупок',
  orderCompose: 'Рекомендованный заказ',
  payrollCalculation: 'Расчёт зарплаты первостольников',
  pharmacyInitiatives: 'Инициативы аптеки',
  feedback: 'Обратная связь',
  distribution: 'Распределение вознаграждений',
};

/** The tabs shown in the tab list, for this pharmacy, of those whose screens exist. */
export function listedTabs(existing: ReadonlySet<ReportTabId>, pharmacy: { belongsToMarketplace: boolean }): ListedTabId[] {
  return reportTabIds.filter((tab) => existing.has(tab) && !(tab === 'orderCompose' && pharmacy.belongsToMarketplace));
}

/** The tab the URL asks for, when it can be shown; the default tab otherwise. */
export function tabOfUrl(search: URLSearchParams, shown: ReadonlySet<ReportTabId>): ReportTabId {
  const asked = search.get('tab') as ReportTabId | null;
  return asked !== null && shown.has(asked) ? asked : defaultTab;
}

/** An initiative chosen in the overview for an order tab. */
export interface Preselection {
  type: string;
  initiativeId: number;
  initiativeName: string;
}

export function readPreselection(search: URLSearchParams): Preselection | null {
  const type = search.get('type');
  const initiativeId = Number(search.get('initiative'));
  const initiativeName = search.get('initiativeName');
  if (!type || !isInitiativeType(type) || !Number.isInteger(initiativeId) || initiativeId <= 0 || !initiativeName) return null;
  return { type, initiativeId, initiativeName };
}

/** The reports URL of a tab, with an optional preselection (relative to the router's basename). */
export function reportsTabUrl(tab: ReportTabId, preselection?: Preselection): string {
  const search = new URLSearchParams({ tab });
  if (preselection) {
    search.set('type', preselection.type);
    search.set('initiative', String(preselection.initiativeId));
    search.set('initiativeName', preselection.initiativeName);
  }
  return `/reports?${search}`;
}

/** What the reports screen gives every tab screen. */
export interface TabScreenProps {
  /** Whether a tab is shown for this pharmacy, so that a link to it leads somewhere (order icons). */
  isTabShown: (tab: ReportTabId) => boolean;
}
