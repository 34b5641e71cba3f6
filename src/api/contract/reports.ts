/**
 * Reports service (/reports) contract: the overview, common bonuses, export of initiatives,
 * rewards distribution, report detail. The six report downloads are in report-downloads.ts.
 *
 * The calls, declared at the end of this file (reportCalls) and in report-downloads.ts. The spec
 * hides several of them; those chosen here are marked *.
 *
 *   GET  /reports/initiative/pharmacy?id={pharmacyId}[&quarter=YYYY-MM-DD]    initiatives report      (quarter *)
 *   GET  /reports/initiative/pharmacy/quarters?id={pharmacyId}&year=YYYY       quarters with data       *
 *   GET  /reports/initiative/pharmacy-common-bonuses[?id=&quarter=]          common bonuses, or null (query *)
 *   POST /reports/initiative/export  {pharmacyId}  →  {message}                 request initiatives again *
 *   GET  /reports/cashier/points?quarter=YYYY-MM-DD                            rewards distribution (the portal's)
 *   GET  /reports/cashier/rewards?date=YYYY-MM-DD                              the same, our older alias (extension)
 *   GET  /reports/report/{id}                                                  report header            *
 *   GET  /reports/report/{table}/{id}/rows                                     report rows, one call per table *
 *        table: sales-plan | contract | mandatory-matrix | pharmacy-motivation | discount-compensation
 *   GET  /reports/report/{id}/rows                                             the rows tagged with their layout: our older alias (extension)
 *   GET  /reports/rest/reports/mktg-initiative/{kind}?initiative={id}         six downloads: JSON, or xlsx
 *        kind: extended-mandatory-matrix | product-of-the-day | recommended-good | procurement
 *              | pharmacy-motivation | discount-compensation
 *   GET  /reports/rest/reports/mktg-initiative/mandatory-matrix/{id}/summary   mandatory-matrix summary
 *
 * Every quarter is named by its first day (YYYY-MM-DD); where the spec's call names no quarter,
 * it is optional and means the current one (the gateway's clock). A report's id is its initiative's id,
 * which is what the overview's "view" action has. The rewards call names no pharmacy: the gateway
 * takes the signed-in pharmacy's, as it does for any id a pharmacy user sends.
 */
import * as v from 'valibot';
import { quarters } from '../../domain/shared/quarters';
import { declareCalls } from './call';
import { UnixSeconds } from './common';
import { extension } from './extension';
import { Dated, IdParam, Measure, QuarterStartParam, ReportProduct, StaffPharmacyParam, YearParam } from './report-params';
import { tags } from './tags';

// ---- Initiatives overview ------------------------------------------------------------------

/**
 * A past quarter: the spec's call names only the pharmacy (RF §7), yet its overview is per quarter
 * (RF §2). Shared by the overview and the bonus comparison.
 */
const pastQuarter = extension(v.optional(QuarterStartParam), {
  why: "The overview shows past quarters too (RF §2: a year and a quarter are chosen); the spec's call names no quarter.",
  without:
    "The call answers the current quarter. The portal tells from the answer's quarter (our echo on the report; the bonus record's own `quarter`): for a past quarter the table and the chart say in Russian that the server gives only the current quarter, instead of any figure.",
});

/** The spec's call names only the pharmacy: without `quarter`, the current quarter. */
export const InitiativesReportQuery = v.object({ id: IdParam, quarter: pastQuarter });
export type InitiativesReportQuery = v.InferInput<typeof InitiativesReportQuery>;

/** One initiative of a pharmacy (spec section 3). `type` is any text: an unknown type still shows. */
export const InitiativeRecord = v.object({
  id: v.number(),
  type: v.string(),
  name: v.string(),
  from: UnixSeconds,
  to: UnixSeconds,
  mtxPercent: Measure,
  purchaseSipSum: Measure,
  earned: Measure,
  expected: Measure,
  mitigatingCoefficient: Measure,
  startDate: v.optional(v.nullable(UnixSeconds), null),
  expirationDate: v.optional(v.nullable(UnixSeconds), null),
  /** The distributor has an analytics cube for it; absent: the back end does not say (the type decides). */
  hasCubeLink: extension(v.optional(v.boolean()), {
    why: 'The distributor says which initiatives its analytics cubes hold, so «Открыть» opens the cube only where one is published.',
    without: 'The type decides: a type RF §3 lists a cube query for opens the cube, the others their report detail or initiative page.',
  }),
});
export type InitiativeRecord = v.InferOutput<typeof InitiativeRecord>;

export const PharmacySummary = v.object({ earnedSum: v.number(), expectedSum: v.number() });
export type PharmacySummary = v.InferOutput<typeof PharmacySummary>;

export const InitiativesReport = v.object({
  pharmacyId: extension(v.optional(v.number()), {
    why: 'Echoes the pharmacy the answer is about.',
    without: 'The portal takes the pharmacy it asked about.',
  }),
  /** The quarter's first day, YYYY-MM-DD. */
  quarter: extension(v.optional(v.string()), {
    why: 'Echoes the quarter the answer is about (its first day), so a past quarter asked for is known to be answered.',
    without:
      "The answer is taken as the current quarter's: shown for the current quarter; for a past one the portal says it cannot show it.",
  }),
  /** When the distributor last loaded the pharmacy's data; null when unknown. */
  dataFreshness: extension(v.optional(v.nullable(UnixSeconds)), {
    why: '«Дата актуальности данных» (RF §2) of the report itself.',
    without:
      "The date is the pharmacy's own dataFreshness (RF §3, from the pharmacy card), or the real-time source's when later; none known: the line is not shown.",
  }),
  summary: PharmacySummary,
  initiatives: v.array(InitiativeRecord),
});
export type InitiativesReport = v.InferOutput<typeof InitiativesReport>;

export const InitiativeQuartersQuery = v.object({ id: IdParam, year: YearParam });
export type InitiativeQuartersQuery = v.InferInput<typeof InitiativeQuartersQuery>;

/** The quarters of the year that have data (1..4); the others are disabled in the selector. */
export const InitiativeQuarters = v.object({ year: v.number(), quarters: v.array(v.picklist(quarters)) });
export type InitiativeQuarters = v.InferOutput<typeof InitiativeQuarters>;

// ---- Bonus comparison ------------------------------------------------------------------------

/** The spec's call has no query: the signed-in pharmacy and the current quarter; staff name `id`. */
export const CommonBonusesQuery = v.object({ id: StaffPharmacyParam, quarter: pastQuarter });
export type CommonBonusesQuery = v.InferInput<typeof CommonBonusesQuery>;

export const CommonBonuses = v.object({
  quarter: v.string(),
  currPhAllBonus: v.number(),
  currPhMatrixBonusSum: v.number(),
  currPhRecGoodsSum: v.number(),
  currPhOneMillionSum: v.number(),
  currPhPercent: v.number(),
  bestPhAllBonus: v.number(),
  bestPhOneMillionSum: v.number(),
  bestPhPercent: v.number(),
  averagePhAllBonus: v.number(),
  averagePhMatrixBonusSum: v.number(),
  averagePhRecGoodsSum: v.number(),
  averagePhOneMillionSum: v.number(),
  averagePhPercent: v.number(),
  otherBonusSumAvg: v.number(),
  otherBonusSumMax: v.number(),
  mmAndRecBonusSumAvg: v.number(),
  mmAndRecBonusSumMax: v.number(),
});
export type CommonBonuses = v.InferOutput<typeof CommonBonuses>;

/** A quarter without bonuses answers null: the chart block then shows 'Нет данных'. */
export const CommonBonusesResponse = v.nullable(CommonBonuses);
export type CommonBonusesResponse = v.InferOutput<typeof CommonBonusesResponse>;

// ---- Export of initiatives -----------------------------------------------------------------

export const ExportInitiativesRequest = v.object({ pharmacyId: IdParam });
export type ExportInitiativesRequest = v.InferInput<typeof ExportInitiativesRequest>;

/** The snackbar shows this message plus the once-a-day recommendation. */
export const ExportInitiativesResponse = v.object({ message: v.string() });
export type ExportInitiativesResponse = v.InferOutput<typeof ExportInitiativesResponse>;

// ---- Rewards distribution ------------------------------------------------------------------

export const RewardsQuery = v.object({ date: QuarterStartParam });
export type RewardsQuery = v.InferInput<typeof RewardsQuery>;

/** GET cashier/points as the spec writes it: the quarter by its first day. */
export const RewardsPointsQuery = v.object({ quarter: QuarterStartParam });
export type RewardsPointsQuery = v.InferInput<typeof RewardsPointsQuery>;

export const Employee = v.object({
  /** Service number or tax id. */
  id: v.string(),
  name: v.string(),
  productOfTheDayPoints: Measure,
  privateLabelPoints: Measure,
  motivationPoints: Measure,
  pointsSum: Measure,
});
export type Employee = v.InferOutput<typeof Employee>;

export const RewardsDistribution = v.object({
  owner: v.nullable(Employee),
  manager: v.nullable(Employee),
  cashiers: v.array(Employee),
});
export type RewardsDistribution = v.InferOutput<typeof RewardsDistribution>;

// ---- Report detail ---------------------------------------------------------------------------

export const ReportParams = v.object({ id: IdParam });
export type ReportParams = v.InferInput<typeof ReportParams>;

export const Report = v.object({
  id: v.number(),
  name: v.string(),
  type: v.string(),
  from: UnixSeconds,
  to: UnixSeconds,
  period: v.optional(v.nullable(v.string()), null),
  dataFreshness: v.nullable(UnixSeconds),
});
export type Report = v.InferOutput<typeof Report>;

export const SalesPlanRow = v.object({
  ...Dated,
  product: ReportProduct,
  planned: Measure,
  amount: Measure,
  remainSale: Measure,
  salePoints: Measure,
  saleBonusSum: Measure,
  purchase: Measure,
  remainPurchase: Measure,
  purchasePoints: Measure,
  purchaseBonusSum: Measure,
  discount: Measure,
  discountSum: Measure,
  actualBonusSum: Measure,
});

export const ContractRow = v.object({
  contract: v.string(),
  product: ReportProduct,
  sipPrice: Measure,
  /** The distributor's spelling: true when the bonus is paid on purchase. */
  procurementClac: v.boolean(),
  percent: Measure,
  amount: Measure,
  bonus: Measure,
});

export const MatrixLevelRow = v.object({
  requiredPercent: Measure,
  requiredNumberOfPositions: Measure,
  existedNumberOfPosition: Measure,
  absentNumberOfPosition: Measure,
  bonusPercent: Measure,
});

export const MotivationRow = v.object({
  ...Dated,
  product: ReportProduct,
  amount: Measure,
  points: Measure,
  actualBonusSum: Measure,
  expectedBonusSum: Measure,
});

export const DiscountCompensationRow = v.object({
  ...Dated,
  product: ReportProduct,
  amount: Measure,
  discount: Measure,
  actualDiscountSum: Measure,
  expectedDiscountSum: Measure,
});

/**
 * The rows of a report with the layout they fit (the domain's reportLayoutOf(report.type)), so
 * the rows parse strictly: what the portal keeps, and what our older GET /reports/report/{id}/rows
 * answers (an extension; the spec's form is one call per table, below).
 */
export const ReportRows = v.variant('layout', [
  v.object({ layout: v.literal('salesPlan'), rows: v.array(SalesPlanRow) }),
  v.object({ layout: v.literal('contract'), rows: v.array(ContractRow) }),
  v.object({ layout: v.literal('matrixLevel'), rows: v.array(MatrixLevelRow) }),
  v.object({ layout: v.literal('motivation'), rows: v.array(MotivationRow) }),
  v.object({ layout: v.literal('discountCompensation'), rows: v.array(DiscountCompensationRow) }),
]);
export type ReportRows = v.InferOutput<typeof ReportRows>;

// ---- Calls -----------------------------------------------------------------------------------

/** Calls that name no pharmacy: a pharmacy user's own, staff add `?id=`. */
const withPharmacy = <E extends v.ObjectEntries>(query: v.ObjectSchema<E, undefined>) =>
  v.object({ ...query.entries, id: StaffPharmacyParam });

/** A rows call of one report table; 404 for a report whose type has another table, or none. */
const tableRows = <S extends v.GenericSchema>(path: string, summary: string, row: S) => ({
  method: 'GET' as const,
  path,
  summary,
  params: ReportParams,
  answer: { json: v.array(row) },
  errors: [404] as const,
});

/** /api/reports: the regular reports service (reports-and-foundation §7 'Reports'); the downloads are in report-downloads.ts. */
export const reportCalls = declareCalls(tags.reports, {
  initiativesReport: {
    method: 'GET',
    path: '/reports/initiative/pharmacy',
    summary: 'Инициативы аптеки за квартал (текущий, если квартал не указан)',
    query: InitiativesReportQuery,
    answer: { json: InitiativesReport },
    errors: [404],
  },
  initiativeQuarters: {
    method: 'GET',
    path: '/reports/initiative/pharmacy/quarters',
    summary: 'Кварталы года, за которые у аптеки есть данные',
    extension: {
      why: 'The overview disables the quarters of a year that hold no data.',
      without: 'All quarters up to the current one are offered; a quarter without data shows an empty report.',
    },
    query: InitiativeQuartersQuery,
    answer: { json: InitiativeQuarters },
    errors: [404],
  },
  commonBonuses: {
    method: 'GET',
    path: '/reports/initiative/pharmacy-common-bonuses',
    summary: 'Общие бонусы аптеки за квартал (без параметров: своя аптека, текущий квартал)',
    query: CommonBonusesQuery,
    answer: { json: CommonBonusesResponse },
    errors: [404],
  },
  exportInitiatives: {
    method: 'POST',
    path: '/reports/initiative/export',
    summary: 'Заказать выгрузку инициатив аптеки у дистрибьютора; 409 — программа аптеки не принимает инициативы',
    body: ExportInitiativesRequest,
    answer: { json: ExportInitiativesResponse },
    errors: [404, 409],
  },
  rewardsDistribution: {
    method: 'GET',
    path: '/reports/cashier/rewards',
    summary: 'Распределение вознаграждений сотрудникам за квартал (прежняя форма вызова cashier/points, принимается для старых клиентов)',
    query: withPharmacy(RewardsQuery),
    answer: { json: RewardsDistribution },
    errors: [404],
    extension: {
      why: 'Nothing: our older form of GET /reports/cashier/points, kept for clients that still send it.',
      without: "Nothing changes: the portal asks the spec's GET /reports/cashier/points.",
    },
  },
  rewardsPoints: {
    method: 'GET',
    path: '/reports/cashier/points',
    summary: 'Баллы сотрудников аптеки за квартал (вызов спецификации, те же данные, что распределение вознаграждений)',
    query: withPharmacy(RewardsPointsQuery),
    answer: { json: RewardsDistribution },
    errors: [404],
  },
  reportById: {
    method: 'GET',
    path: '/reports/report/{id}',
    summary: 'Отчёт по инициативе',
    params: ReportParams,
    answer: { json: Report },
    errors: [404],
  },
  /*
   * The spec's "rows per report type by report id": one call per table (two types share the
   * sales/plan table), each answering the rows of its table. Their paths are not shown in the
   * spec; chosen (docs/decisions/report-detail.md): the table's name in the spec's words, as the
   * mktg-initiative downloads name theirs.
   */
  salesPlanRows: tableRows('/reports/report/sales-plan/{id}/rows', 'Строки отчёта «план продаж / закупок»', SalesPlanRow),
  contractRows: tableRows('/reports/report/contract/{id}/rows', 'Строки отчёта по контракту (приоритетные продажи)', ContractRow),
  mandatoryMatrixRows: tableRows(
    '/reports/report/mandatory-matrix/{id}/rows',
    'Строки отчёта по уровням обязательной матрицы',
    MatrixLevelRow,
  ),
  pharmacyMotivationRows: tableRows('/reports/report/pharmacy-motivation/{id}/rows', 'Строки отчёта «мотивация аптеки»', MotivationRow),
  discountCompensationRows: tableRows(
    '/reports/report/discount-compensation/{id}/rows',
    'Строки отчёта «компенсация скидки»',
    DiscountCompensationRow,
  ),
  reportRowsById: {
    method: 'GET',
    path: '/reports/report/{id}/rows',
    summary: 'Строки отчёта по инициативе с видом их таблицы (прежняя форма; спецификация — отдельный вызов на каждую таблицу)',
    params: ReportParams,
    answer: { json: ReportRows },
    errors: [404],
    extension: {
      why: 'Nothing: our older form of the report rows, kept for clients that still send it.',
      without: "Nothing changes: the portal asks the rows of the report's own table.",
    },
  },
});
