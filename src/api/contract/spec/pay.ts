/**
 * The spec's surface of staff pay: the cashier payroll and the sales-motivation plan editor with
 * its real-time lookups (PP §3, §7.1, §7.4, §7.5). Written from the spec's text; see spec-surface.ts.
 */
import { fields, notShown, type SpecCall, type SurfaceKey } from './fields';

/** PP §3 Pharmacy params: rows with type, valueIn, valueOut. */
const pharmacyParams = fields('type valueIn valueOut');

/** PP §3 Cashier param row, the values it holds and the ones computed from them. */
const cashierParams = fields(
  'pharmacyId cashierFullName cashierUserId username password activated validUser fixed workHours workMinutes fixedByTime personalBonus salePlan ' +
    'salesMargin salesYctmBonus retailSumNdsOut uniqueCheckCount cashierUniqueCount marketingShare nomenclatureAvgCount initiativeBonus ' +
    'initiativeSaleQuantityPlan initiativeSaleQuantity baseBonus turnoverBonusCoeff turnoverBonus expiringRemainsPenalty distributionKpiBonus invoiceAvg ' +
    [1, 2, 3, 4, 5].map((kpi) => `kpi${kpi}Weight kpi${kpi}Performance kpi${kpi}Bonus`).join(' ') +
    ' kpiBonus monthBonus totalBonus',
);

/** PP §3 Pharmacy stat. */
const pharmacyStat = fields(
  'fromDate totalSales cashierCount invoiceCount cashierAvg invoiceAvg turnoverPeriod marketingRate expiringRemains',
);

/** PP §3 Initiative save payload. */
const initiativePlan = fields('startDate expirationDate pharmacies', {
  productProperties: fields('promotionalProductId points', { cashierObjective: fields('cashierNameFull plan') }),
});

export const paySurface = {
  'GET /cashier-payroll/payroll-pharmacy-stat/{id}': {
    section: 'PP §7.4; PP §3 Pharmacy stat',
    answer: pharmacyStat,
  },
  'GET /cashier-payroll/payroll-pharmacy-param/{id}': {
    section: 'PP §7.4; PP §3 Pharmacy params',
    answer: pharmacyParams,
  },
  'GET /cashier-payroll/payroll-cashier/{id}': {
    section: 'PP §7.4; PP §3 Cashier param row',
    answer: cashierParams,
  },
  'POST /cashier-payroll/payroll-pharmacy/update': {
    section: 'PP §7.4 (body pharmacyParams, cashierParams, pharmacyStat; answer not shown)',
    body: fields('', { pharmacyParams, cashierParams, pharmacyStat }),
    answer: notShown,
  },
  'POST /cashier-payroll/payroll-pharmacy/download': {
    section: 'PP §7.4 (blob: pharmacyParams, cashierParams)',
    body: fields('', { pharmacyParams, cashierParams }),
  },
  'POST /cashier-payroll/cashier/save/{id}': {
    section: 'PP §7.4; PP §3 Cashier user save payload',
    body: fields('pharmacyId cashierTin cashierFullName cashierUserId username password activated'),
    answer: fields('', { data: fields('cashierUserId') }),
  },
  'GET /initiative-management/initiative-sales-motivation': {
    section: 'PP §7.5 (query pharmacyId and startDate; answer not shown)',
    query: fields('pharmacyId startDate'),
    answer: notShown,
  },
  'POST /initiative-management/initiative-sales-motivation': {
    section: 'PP §7.5; PP §3 Initiative save payload (response has salesMotivationUpdateDate)',
    body: initiativePlan,
    answer: fields('salesMotivationUpdateDate'),
  },
  'POST /initiative-management/initiative-sales-motivation/prolong': {
    section: 'PP §7.5 (query pharmacyId; answer not shown)',
    query: fields('pharmacyId'),
    answer: notShown,
  },
  'GET /reports-rt/cashier-initiative/current-contract': {
    section: 'PP §7.1 (payload none; answer not shown)',
    answer: notShown,
  },
  'POST /reports-rt/cashier-initiative/find-promoter': {
    section: 'PP §7.1 (body initiativeIds; answer not shown)',
    body: fields('initiativeIds'),
    answer: notShown,
  },
  'POST /reports-rt/cashier-initiative/find-product': {
    section: 'PP §7.1 (body contractIds, initiativeIds, promoterIds; answer not shown)',
    body: fields('contractIds initiativeIds promoterIds'),
    answer: notShown,
  },
  'POST /reports-rt/cashier-initiative/enrich-product': {
    section: 'PP §7.1 (body productIds); PP §3 Cashier-initiative product',
    body: fields('productIds'),
    answer: fields(
      `id promotionalProductName lastMonthSale nominalPrice bonus pharmacyPlan selected ${Array.from({ length: 20 }, (_, index) => `cashier${index + 1}`).join(' ')} salesMotivationUpdateDate`,
    ),
  },
  'GET /reports-rt/cashier-initiative/bonuses/{date}': {
    section: 'PP §7.1 (payload none; answer not shown)',
    answer: notShown,
  },
} satisfies Record<SurfaceKey, SpecCall>;
