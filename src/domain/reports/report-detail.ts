import { formatCell, type CellFormat, type CellValue } from '../shared/cell-format';
import type { ReportLayoutKind } from '../shared/initiative-types';
import { formatDate } from '../shared/format';
import { sumMoney } from '../shared/money';
import { monthRangeLabel } from '../shared/months';
import { quarterMonthsLabel, quarterOf } from '../shared/quarters';
import type { ReportHeader, ReportProduct, ReportRowsByLayout } from './report-rows';

/**
 * The five table layouts of the report detail screen (spec section 2, "Report detail"): their
 * columns with Russian headers and formats, and the totals row of those that have one.
 */
export interface ReportColumn<Row> {
  key: string;
  header: string;
  format: CellFormat;
  value: (row: Row, report: ReportHeader) => CellValue;
}

export interface ReportLayout<Row> {
  kind: ReportLayoutKind;
  columns: readonly ReportColumn<Row>[];
  /**
   * The totals row: 'Итого' in `labelKey`, the quarter label in `quarterKey`, and the sums (to 2
   * decimals) of the numeric fields named in `sumKeys`, each shown in the column of the same key.
   */
  totals: { labelKey: string; quarterKey: string; sumKeys: readonly (keyof Row & string)[] } | null;
}

/** 'П_' (Cyrillic П) plus the product id: how the distributor codes promotional products. */
export const promoProductCode = (product: ReportProduct): string => `П_${product.id}`;

/** The bonus of a contract row is paid on purchase or on sale. */
export const bonusTypeLabel = (procurementClac: boolean): string => (procurementClac ? 'закупка' : 'продажа');

/** The quarter of a report, as its header and its totals row name it ('Январь - Март'). */
export const reportPeriodLabel = (report: Pick<ReportHeader, 'from'>): string => quarterMonthsLabel(quarterOf(report.from));

/** The report header's freshness: DD.MM.YYYY, or 'Неизвестно' when the distributor has not said. */
export const reportFreshnessLabel = (dataFreshness: number | null): string =>
  dataFreshness == null ? 'Неизвестно' : formatDate(dataFreshness);

/**
 * Beside the spec's 'Неизвестно': what an unknown date means for the reader. Never the word
 * itself again, so 'Неизвестно' stays the one text of the date.
 */
export const reportFreshnessNote = (dataFreshness: number | null): string | null =>
  dataFreshness == null ? 'дистрибьютор не сообщил, на какой день загружены данные отчёта: цифры могут отставать от сегодняшних' : null;

type Dated = { from: number; to: number };

const initiative = <Row>(): ReportColumn<Row> => ({
  key: 'initiative',
  header: 'Инициатива',
  format: 'text',
  value: (_row, report) => report.name,
});
const period = <Row extends Dated>(): ReportColumn<Row> => ({
  key: 'period',
  header: 'Период',
  format: 'text',
  value: (row) => monthRangeLabel(row.from, row.to),
});
const product = <Row extends { product: ReportProduct }>(): ReportColumn<Row> => ({
  key: 'product',
  header: 'Промо-товар',
  format: 'text',
  value: (row) => row.product.name,
});
/** A column that shows one numeric field of the row as it is. */
const field = <Row, K extends keyof Row & string>(key: K, header: string, format: CellFormat): ReportColumn<Row> => ({
  key,
  header,
  format,
  value: (row) => row[key] as CellValue,
});

type SalesPlanRow = ReportRowsByLayout['salesPlan'];
type ContractRow = ReportRowsByLayout['contract'];
type MatrixLevelRow = ReportRowsByLayout['matrixLevel'];
type MotivationRow = ReportRowsByLayout['motivation'];
type DiscountCompensationRow = ReportRowsByLayout['discountCompensation'];

/**
 * A layout whose rows open with the initiative, the row's months and the product; its totals row
 * is labelled under the first two and sums `sumKeys`.
 */
const productPeriodLayout = <Row extends Dated & { product: ReportProduct }>(
  kind: ReportLayoutKind,
  figures: readonly ReportColumn<Row>[],
  sumKeys: readonly (keyof Row & string)[],
): ReportLayout<Row> => ({
  kind,
  columns: [initiative(), period(), product(), ...figures],
  totals: { labelKey: 'initiative', quarterKey: 'period', sumKeys },
});

export const salesPlanLayout = productPeriodLayout<SalesPlanRow>(
  'salesPlan',
  [
    field('planned', 'План закупок/продаж, уп.', 'count'),
    field('amount', 'Продано на дату данных, уп.', 'count'),
    field('remainSale', 'Осталось продать, уп.', 'count'),
    field('salePoints', 'Бонус за проданную упаковку, руб.', 'money'),
    field('saleBonusSum', 'Бонус за продажи на текущую дату, руб.', 'money'),
    field('purchase', 'Закуплено, уп.', 'count'),
    field('remainPurchase', 'Осталось закупить, уп.', 'count'),
    field('purchasePoints', 'Бонус за закупленную упаковку, руб.', 'money'),
    field('purchaseBonusSum', 'Бонус за закупки на текущую дату, руб.', 'money'),
    field('discount', 'Компенсация скидки за упаковку, руб.', 'money'),
    field('discountSum', 'Компенсация всего, руб.', 'money'),
    field('actualBonusSum', 'Итоговый бонус на текущую дату, руб.', 'money'),
  ],
  ['saleBonusSum', 'purchaseBonusSum', 'discountSum', 'actualBonusSum'],
);

export const contractLayout: ReportLayout<ContractRow> = {
  kind: 'contract',
  columns: [
    field('contract', 'Контракт', 'text'),
    { key: 'productCode', header: 'Код промо-товара', format: 'text', value: (row) => promoProductCode(row.product) },
    { key: 'product', header: 'Наименование товара', format: 'text', value: (row) => row.product.name },
    field('sipPrice', 'Контрактная цена, руб.', 'money'),
    { key: 'bonusType', header: 'Тип бонуса', format: 'text', value: (row) => bonusTypeLabel(row.procurementClac) },
    field('percent', 'Процент, %', 'percent'),
    field('amount', 'Количество, уп.', 'count'),
    field('bonus', 'Сумма бонуса, руб.', 'money'),
  ],
  totals: { labelKey: 'contract', quarterKey: 'productCode', sumKeys: ['bonus'] },
};

export const matrixLevelLayout: ReportLayout<MatrixLevelRow> = {
  kind: 'matrixLevel',
  columns: [
    field('requiredPercent', 'Требуемый процент наличия, %', 'percent'),
    field('requiredNumberOfPositions', 'Требуемое количество позиций', 'count'),
    field('existedNumberOfPosition', 'Позиций в наличии (в среднем за день)', 'average'),
    {
      key: 'absentNumberOfPosition',
      header: 'Позиций нет в наличии (в среднем за день)',
      format: 'average',
      // The distributor's "infinite" absence (sent as null) is shown as 0, as on the profit forecast.
      value: (row) => (row.absentNumberOfPosition != null && Number.isFinite(row.absentNumberOfPosition) ? row.absentNumberOfPosition : 0),
    },
    field('bonusPercent', 'Процент бонуса, %', 'percent'),
  ],
  totals: null,
};

export const motivationLayout = productPeriodLayout<MotivationRow>(
  'motivation',
  [
    field('amount', 'Продано, уп.', 'count'),
    field('points', 'Баллы за упаковку', 'points'),
    field('actualBonusSum', 'Бонус на текущую дату, руб.', 'money'),
    field('expectedBonusSum', 'Прогноз бонуса на конец инициативы (при выполнении плана), руб.', 'money'),
  ],
  ['actualBonusSum', 'expectedBonusSum'],
);

export const discountCompensationLayout = productPeriodLayout<DiscountCompensationRow>(
  'discountCompensation',
  [
    field('amount', 'Продано, уп.', 'count'),
    field('discount', 'Компенсация за упаковку, баллы', 'points'),
    field('actualDiscountSum', 'Компенсация на текущую дату, руб.', 'money'),
    field('expectedDiscountSum', 'Прогноз компенсации на конец инициативы, руб.', 'money'),
  ],
  ['actualDiscountSum', 'expectedDiscountSum'],
);

export const reportLayouts: { [K in ReportLayoutKind]: ReportLayout<ReportRowsByLayout[K]> } = {
  salesPlan: salesPlanLayout,
  contract: contractLayout,
  matrixLevel: matrixLevelLayout,
  motivation: motivationLayout,
  discountCompensation: discountCompensationLayout,
};

/** The texts of one row, keyed by column. */
export const reportCells = <Row>(layout: ReportLayout<Row>, row: Row, report: ReportHeader): Record<string, string> =>
  Object.fromEntries(layout.columns.map((column) => [column.key, formatCell(column.format, column.value(row, report))]));

export interface ReportTotals {
  label: 'Итого';
  quarterLabel: string;
  /** Sums to 2 decimals, keyed by field. */
  sums: Record<string, number>;
}

/** The totals of a layout over its rows; null when the layout has none or there are no rows ('Нет данных'). */
export const reportTotals = <Row>(layout: ReportLayout<Row>, rows: readonly Row[], report: ReportHeader): ReportTotals | null => {
  if (!layout.totals || rows.length === 0) return null;
  const sums = Object.fromEntries(
    layout.totals.sumKeys.map((key) => [key, sumMoney(rows.map((row) => row[key] as number | null))]),
  );
  return { label: 'Итого', quarterLabel: reportPeriodLabel(report), sums };
};

/** The texts of the totals row, keyed by column; columns without a total are empty. */
export const reportTotalsCells = <Row>(layout: ReportLayout<Row>, totals: ReportTotals): Record<string, string> => {
  const cells: Record<string, string> = Object.fromEntries(layout.columns.map((column) => [column.key, '']));
  if (!layout.totals) return cells;
  cells[layout.totals.labelKey] = totals.label;
  cells[layout.totals.quarterKey] = totals.quarterLabel;
  for (const column of layout.columns) {
    if (column.key in totals.sums) cells[column.key] = formatCell(column.format, totals.sums[column.key]);
  }
  return cells;
};
