/**
 * The six report downloads (GET /reports/rest/reports/mktg-initiative/{kind}?initiative={id})
 * and the mandatory-matrix summary (reportDownloadCalls). With Accept: application/json
 * the answer is a ReportDownload; with the xlsx type (reportDownloadAccept.xlsx) it is the workbook
 * that src/domain/reports/files builds from the same rows, named by Content-Disposition.
 */
import * as v from 'valibot';
import { reportDownloadKinds, type ReportDownloadKind } from '../../domain/shared/initiative-types';
import { xlsxMimeType } from '../../domain/reports/files/workbook';
import { declareCalls } from './call';
import { Dated, IdParam, Measure, ReportProduct } from './report-params';
import { MatrixLevelRow } from './reports';
import { tags } from './tags';

export const reportDownloadAccept = { json: 'application/json', xlsx: xlsxMimeType } as const;

export const ReportDownloadParams = v.object({
  kind: v.picklist(reportDownloadKinds, `неизвестный отчёт; возможные: ${reportDownloadKinds.join(', ')}`),
});
export type ReportDownloadParams = v.InferInput<typeof ReportDownloadParams>;

export const ReportDownloadQuery = v.object({ initiative: IdParam });
export type ReportDownloadQuery = v.InferInput<typeof ReportDownloadQuery>;

export const ExtendedMandatoryMatrixRow = v.object({
  product: ReportProduct,
  promoter: v.string(),
  requiredQuantity: Measure,
  balance: Measure,
  successDays: Measure,
  failDays: Measure,
});

/** Product of the day and pharmacy motivation; completion percents are fractions (0.125 = 12,5 %). */
export const CompletionRow = v.object({
  ...Dated,
  product: v.optional(v.nullable(ReportProduct), null),
  points: Measure,
  actualCompletionPercent: Measure,
  expectedCompletionPercent: Measure,
  actualBonusSum: Measure,
  expectedBonusSum: Measure,
});

export const RecommendedGoodRow = v.object({
  product: ReportProduct,
  promoter: v.string(),
  requiredQuantity: Measure,
  purchaseAmount: Measure,
  saleAmount: Measure,
  bonusSum: Measure,
});

export const DiscountCompensationDownloadRow = v.object({
  ...Dated,
  product: v.optional(v.nullable(ReportProduct), null),
  discount: Measure,
  actualDiscountSum: Measure,
  expectedDiscountSum: Measure,
});

export const ProcurementRow = v.object({
  product: ReportProduct,
  promoter: v.string(),
  sipPrice: Measure,
  planAmount: Measure,
  purchaseAmount: Measure,
  bonusSum: Measure,
});

const download = <TRow extends v.GenericSchema>(row: TRow) =>
  v.object({ initiativeId: v.number(), initiativeName: v.string(), rows: v.array(row) });

/** Product of the day and pharmacy motivation answer alike: one schema, so the document lists it once. */
const completionDownload = download(CompletionRow);

/** The JSON answer of each download kind. */
export const reportDownloadSchemas = {
  'extended-mandatory-matrix': download(ExtendedMandatoryMatrixRow),
  'product-of-the-day': completionDownload,
  'recommended-good': download(RecommendedGoodRow),
  'pharmacy-motivation': completionDownload,
  'discount-compensation': download(DiscountCompensationDownloadRow),
  procurement: download(ProcurementRow),
} as const;
export type ReportDownloadResponse<K extends keyof typeof reportDownloadSchemas> = v.InferOutput<(typeof reportDownloadSchemas)[K]>;

export const MandatoryMatrixSummaryParams = v.object({ id: IdParam });
export type MandatoryMatrixSummaryParams = v.InferInput<typeof MandatoryMatrixSummaryParams>;

/**
 * The head of the extended mandatory-matrix report: how many matrix positions the pharmacy keeps,
 * the fulfilment so far, the bonus earned and forecast, and the bonus levels.
 */
export const MandatoryMatrixSummary = v.object({
  initiativeId: v.number(),
  initiativeName: v.string(),
  ...Dated,
  positionsTotal: Measure,
  existedNumberOfPosition: Measure,
  absentNumberOfPosition: Measure,
  /** Fulfilment in percent units, shown with 2 decimals like the overview's mtxPercent. */
  mtxPercent: Measure,
  earned: Measure,
  expected: Measure,
  levels: v.array(MatrixLevelRow),
});
export type MandatoryMatrixSummary = v.InferOutput<typeof MandatoryMatrixSummary>;

export const reportDownloadCalls = declareCalls(tags.reports, {
  /** One path for the six kinds: the declared answer is any of them; the portal reads a kind's own with reportDownloadOf. */
  reportDownload: {
    method: 'GET',
    path: '/reports/rest/reports/mktg-initiative/{kind}',
    summary: 'Выгрузка отчёта по инициативе: JSON или xlsx (по заголовку Accept)',
    params: ReportDownloadParams,
    query: ReportDownloadQuery,
    answer: { json: v.union([...new Set(Object.values(reportDownloadSchemas))]), files: [xlsxMimeType] },
    errors: [404],
  },
  mandatoryMatrixSummary: {
    method: 'GET',
    path: '/reports/rest/reports/mktg-initiative/mandatory-matrix/{id}/summary',
    summary: 'Итоги расширенной обязательной матрицы',
    params: MandatoryMatrixSummaryParams,
    answer: { json: MandatoryMatrixSummary },
    errors: [404],
  },
});

/**
 * The download call as the portal reads one kind: the same call, its answer read with that kind's
 * schema (the six differ in their rows, and a row of one kind would pass for another's with its
 * figures dropped).
 */
export const reportDownloadOf = <K extends ReportDownloadKind>(kind: K) => ({
  ...reportDownloadCalls.reportDownload,
  answer: { json: reportDownloadSchemas[kind] as (typeof reportDownloadSchemas)[K] },
});
