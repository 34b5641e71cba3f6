/**
 * The rows of the report detail screen, one shape per layout (spec section 3, "Report row").
 * Field names are the distributor's, including its spelling `procurementClac`. Measures are
 * nullable: a figure the distributor has not computed yet shows as an empty cell, not as 0.
 */
export interface ReportProduct {
  id: number;
  name: string;
}

/** The report a detail screen shows (spec section 3, "Report"). */
export interface ReportHeader {
  id: number;
  name: string;
  type: string;
  /** Unix seconds; the quarter of `from` names the period. */
  from: number;
  to: number;
  /** The distributor's own text for the period, kept for reference; the screen labels the quarter itself. */
  period: string | null;
  dataFreshness: number | null;
}

type Measure = number | null;

/** Sales and procurement plans in packs. */
export interface SalesPlanRow {
  from: number;
  to: number;
  product: ReportProduct;
  planned: Measure;
  amount: Measure;
  remainSale: Measure;
  salePoints: Measure;
  saleBonusSum: Measure;
  purchase: Measure;
  remainPurchase: Measure;
  purchasePoints: Measure;
  purchaseBonusSum: Measure;
  discount: Measure;
  discountSum: Measure;
  actualBonusSum: Measure;
}

/** A bonus by contract terms: a percent of the contract price, paid on purchase or on sale. */
export interface ContractRow {
  contract: string;
  product: ReportProduct;
  sipPrice: Measure;
  /** True when the bonus is paid on purchase ('закупка'), false on sale ('продажа'). */
  procurementClac: boolean;
  percent: Measure;
  amount: Measure;
  bonus: Measure;
}

/** One level of a matrix-type bonus: the share of positions to keep and the bonus it pays. */
export interface MatrixLevelRow {
  requiredPercent: Measure;
  requiredNumberOfPositions: Measure;
  /** Average over the days of the period. */
  existedNumberOfPosition: Measure;
  /** Average out-of-stock count; null stands for the distributor's "infinite" and shows as 0. */
  absentNumberOfPosition: Measure;
  bonusPercent: Measure;
}

export interface MotivationRow {
  from: number;
  to: number;
  product: ReportProduct;
  amount: Measure;
  /** Bonus per pack sold. */
  points: Measure;
  actualBonusSum: Measure;
  /** Forecast at the end of the initiative, paid only if the plan is met. */
  expectedBonusSum: Measure;
}

export interface DiscountCompensationRow {
  from: number;
  to: number;
  product: ReportProduct;
  amount: Measure;
  /** Compensation per pack, shown as points. */
  discount: Measure;
  actualDiscountSum: Measure;
  expectedDiscountSum: Measure;
}

/** The row shape of each report detail layout. */
export interface ReportRowsByLayout {
  salesPlan: SalesPlanRow;
  contract: ContractRow;
  matrixLevel: MatrixLevelRow;
  motivation: MotivationRow;
  discountCompensation: DiscountCompensationRow;
}
