/**
 * The spec's surface of the reporting side: the overview, common bonuses, rewards, report detail
 * and downloads, the real-time overview calls and the by-month cashier reports (RF §3, §7; PP §7.2).
 * Written from the spec's text; see spec-surface.ts.
 */
import { fields, notShown, type SpecCall, type SurfaceKey } from './fields';

/** RF §3 Initiative record (overview). */
const initiativeRecord = fields(
  'id type name from to mtxPercent purchaseSipSum earned expected mitigatingCoefficient startDate expirationDate',
);

/** RF §3 Rewards distribution: each employee. */
const employee = fields('id name productOfTheDayPoints privateLabelPoints motivationPoints pointsSum');

/**
 * RF §3 Report row, as each table of RF §2's report detail shows it: the spec gives one list of
 * row fields for every table, and each table's columns name the ones it holds.
 */
const product = { product: fields('id name') };
const reportTables = {
  'sales-plan': fields(
    'from to planned amount remainSale salePoints saleBonusSum purchase remainPurchase purchasePoints purchaseBonusSum discount discountSum actualBonusSum',
    product,
  ),
  contract: fields('contract sipPrice procurementClac percent amount bonus', product),
  'mandatory-matrix': fields('requiredPercent requiredNumberOfPositions existedNumberOfPosition absentNumberOfPosition bonusPercent'),
  'pharmacy-motivation': fields('from to amount points actualBonusSum expectedBonusSum', product),
  'discount-compensation': fields('from to amount discount actualDiscountSum expectedDiscountSum', product),
};

const rowsOfTable = (table: keyof typeof reportTables): SpecCall => ({
  section: 'RF §7 Other (rows per report type by report id); RF §3 Report row; RF §2 Report detail (the table’s columns)',
  answer: reportTables[table],
  chosen: `The spec hides the method and path of the rows calls: ours name the table (${table}) as the downloads name theirs.`,
});

const byMonth = (what: string): SpecCall => ({
  section: `RF §7 Reports; PP §7.2 (${what}: response shapes not shown)`,
  answer: notShown,
});

export const reportsSurface = {
  'GET /reports/initiative/pharmacy': {
    section: 'RF §7 Reports; RF §3 Initiative record',
    query: fields('id'),
    answer: fields('', { summary: fields('earnedSum expectedSum'), initiatives: initiativeRecord }),
    chosen:
      'The spec gives the initiative records and the per-pharmacy summary, not the names of the two parts: `summary` and `initiatives`.',
  },
  'GET /reports/initiative/pharmacy-common-bonuses': {
    section: 'RF §7 Reports; RF §3 Common bonuses record',
    answer: fields(
      'quarter currPhAllBonus currPhMatrixBonusSum currPhRecGoodsSum currPhOneMillionSum currPhPercent bestPhAllBonus bestPhOneMillionSum ' +
        'bestPhPercent averagePhAllBonus averagePhMatrixBonusSum averagePhRecGoodsSum averagePhOneMillionSum averagePhPercent ' +
        'otherBonusSumAvg otherBonusSumMax mmAndRecBonusSumAvg mmAndRecBonusSumMax',
    ),
  },
  'POST /reports/initiative/export': {
    section: 'RF §7 Other (export initiatives: payload pharmacyId, response a message)',
    body: fields('pharmacyId'),
    answer: fields('message'),
    chosen: 'The spec hides the method and path: POST /reports/initiative/export.',
  },
  'GET /reports/cashier/points': {
    section: 'RF §7 Reports; RF §3 Rewards distribution',
    query: fields('quarter'),
    answer: fields('', { owner: employee, manager: employee, cashiers: employee }),
  },
  'GET /reports/report/{id}': {
    section: 'RF §7 Other (report by id); RF §3 Report',
    answer: fields('id name type from to period dataFreshness'),
    chosen: 'The spec hides the method and path of the report by id: GET /reports/report/{id}.',
  },
  'GET /reports/report/sales-plan/{id}/rows': rowsOfTable('sales-plan'),
  'GET /reports/report/contract/{id}/rows': rowsOfTable('contract'),
  'GET /reports/report/mandatory-matrix/{id}/rows': rowsOfTable('mandatory-matrix'),
  'GET /reports/report/pharmacy-motivation/{id}/rows': rowsOfTable('pharmacy-motivation'),
  'GET /reports/report/discount-compensation/{id}/rows': rowsOfTable('discount-compensation'),
  'GET /reports/rest/reports/mktg-initiative/{kind}': {
    section: 'RF §7 Reports (six kinds; a binary file or JSON by the Accept header)',
    query: fields('initiative'),
    answer: notShown,
  },
  'GET /reports/rest/reports/mktg-initiative/mandatory-matrix/{id}/summary': {
    section: 'RF §7 Reports',
    answer: notShown,
  },
  'GET /reports/cashier/payroll-stats-by-month/{date}': byMonth('payroll stats'),
  'GET /reports/cashier/payroll-sale-by-month/{date}': byMonth('payroll sales'),
  'GET /reports/cashier/fulfilled-plan-bonus-points-by-month/{date}': byMonth('fulfilled plan bonus points'),
  'GET /reports-rt/initiative/pharmacy': {
    section: 'RF §7 Real-time reports; RF §3 Initiative record (USTM_SALE shown as PRIVATE_LABEL)',
    answer: initiativeRecord,
  },
  'GET /reports-rt/pharmacy': {
    section: 'RF §7 Real-time reports; RF §3 Pharmacy (dataFreshness a date in the real-time source)',
    answer: fields('id subdivCode belongsToMarketplace additionalFtp calcBonusType dataFreshness pulsWarehouseCode', {
      software: fields('acceptInitiatives'),
    }),
  },
  'GET /reports-rt/purchase/pharmacy': {
    section: 'RF §7 Real-time reports (purchases per initiative; shape not shown)',
    answer: notShown,
  },
  'POST /reports-rt/initiative/find-current-by-types': {
    section: 'RF §7 Real-time reports; PP §7.1 (body types)',
    body: fields('types'),
    answer: notShown,
  },
} satisfies Record<SurfaceKey, SpecCall>;
