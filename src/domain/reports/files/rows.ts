import type { ReportDownloadKind } from '../../shared/initiative-types';
import type { ReportProduct } from '../report-rows';

/**
 * The JSON rows of the six report downloads (GET /reports/rest/reports/mktg-initiative/{kind}
 * with Accept: application/json). Spec section 3 gives the rows of product of the day, pharmacy
 * motivation and discount compensation; the other three carry the measures of their analytics
 * cube per promotional product. Dates are unix seconds; completion percents are fractions.
 */
type Measure = number | null;

/** Per product: the matrix quantity to keep, the stock, and the days it was (not) in stock. */
export interface ExtendedMandatoryMatrixRow {
  product: ReportProduct;
  promoter: string;
  requiredQuantity: Measure;
  balance: Measure;
  successDays: Measure;
  failDays: Measure;
}

/** Per period of the initiative (the product, when the distributor names one). */
export interface CompletionRow {
  from: number;
  to: number;
  product: ReportProduct | null;
  points: Measure;
  actualCompletionPercent: Measure;
  expectedCompletionPercent: Measure;
  actualBonusSum: Measure;
  expectedBonusSum: Measure;
}

export type ProductOfTheDayRow = CompletionRow;
export type PharmacyMotivationRow = CompletionRow;

export interface RecommendedGoodRow {
  product: ReportProduct;
  promoter: string;
  requiredQuantity: Measure;
  purchaseAmount: Measure;
  saleAmount: Measure;
  bonusSum: Measure;
}

export interface DiscountCompensationDownloadRow {
  from: number;
  to: number;
  product: ReportProduct | null;
  /** Compensation per pack, shown as points. */
  discount: Measure;
  actualDiscountSum: Measure;
  expectedDiscountSum: Measure;
}

export interface ProcurementRow {
  product: ReportProduct;
  promoter: string;
  sipPrice: Measure;
  planAmount: Measure;
  purchaseAmount: Measure;
  bonusSum: Measure;
}

export interface DownloadRowsByKind {
  'extended-mandatory-matrix': ExtendedMandatoryMatrixRow;
  'product-of-the-day': ProductOfTheDayRow;
  'recommended-good': RecommendedGoodRow;
  'pharmacy-motivation': PharmacyMotivationRow;
  'discount-compensation': DiscountCompensationDownloadRow;
  procurement: ProcurementRow;
}

/** The JSON answer of a report download: the initiative it is about (for the file name) and its rows. */
export interface ReportDownload<K extends ReportDownloadKind = ReportDownloadKind> {
  initiativeId: number;
  initiativeName: string;
  rows: DownloadRowsByKind[K][];
}
