import type { CellFormat, CellValue } from '../../shared/cell-format';
import { formatDate } from '../../shared/format';
import type { ReportDownloadKind } from '../../shared/initiative-types';
import type { ReportProduct } from '../report-rows';
import type { DownloadRowsByKind } from './rows';

/**
 * What each downloaded spreadsheet holds: its Russian title (sheet and file name) and its columns.
 * The browser's xlsx worker and the gateway build the file from these same layouts.
 */
export interface WorkbookColumn<Row> {
  header: string;
  format: CellFormat;
  value: (row: Row) => CellValue;
}

export interface WorkbookLayout<Row> {
  kind: ReportDownloadKind;
  /** The report's Russian name: the sheet name and the start of the file name. */
  title: string;
  columns: readonly WorkbookColumn<Row>[];
}

type Dated = { from: number; to: number };

// Dates are written as text DD.MM.YYYY, the way the portal shows them, so the file reads the same
// in any spreadsheet program whatever its locale.
const fromColumn = <Row extends Dated>(): WorkbookColumn<Row> => ({ header: 'Начало', format: 'text', value: (row) => formatDate(row.from) });
const toColumn = <Row extends Dated>(): WorkbookColumn<Row> => ({ header: 'Окончание', format: 'text', value: (row) => formatDate(row.to) });
const productCode = <Row extends { product: ReportProduct | null }>(): WorkbookColumn<Row> => ({
  header: 'Код товара',
  format: 'text',
  value: (row) => (row.product ? `П_${row.product.id}` : null),
});
const productName = <Row extends { product: ReportProduct | null }>(): WorkbookColumn<Row> => ({
  header: 'Наименование товара',
  format: 'text',
  value: (row) => row.product?.name ?? null,
});
const promoter = <Row extends { promoter: string }>(): WorkbookColumn<Row> => ({ header: 'Промоутер', format: 'text', value: (row) => row.promoter });
const field = <Row, K extends keyof Row & string>(key: K, header: string, format: CellFormat): WorkbookColumn<Row> => ({
  header,
  format,
  value: (row) => row[key] as CellValue,
});

type Layouts = { [K in ReportDownloadKind]: WorkbookLayout<DownloadRowsByKind[K]> };

const completionColumns = <Row extends DownloadRowsByKind['product-of-the-day']>(): WorkbookColumn<Row>[] => [
  fromColumn(),
  toColumn(),
  productCode(),
  productName(),
  field('points', 'Баллы', 'points'),
  field('actualCompletionPercent', 'Выполнение на текущую дату, %', 'fractionPercent'),
  field('expectedCompletionPercent', 'Прогноз выполнения, %', 'fractionPercent'),
  field('actualBonusSum', 'Бонус на текущую дату, руб.', 'money'),
  field('expectedBonusSum', 'Прогноз бонуса, руб.', 'money'),
];

export const workbookLayouts: Layouts = {
  'extended-mandatory-matrix': {
    kind: 'extended-mandatory-matrix',
    title: 'Обязательная матрица',
    columns: [
      productCode(),
      productName(),
      promoter(),
      field('requiredQuantity', 'Требуемое количество, уп.', 'count'),
      field('balance', 'Остаток, уп.', 'count'),
      field('successDays', 'Дней в наличии', 'count'),
      field('failDays', 'Дней без наличия', 'count'),
    ],
  },
  'product-of-the-day': { kind: 'product-of-the-day', title: 'Товар дня', columns: completionColumns() },
  'recommended-good': {
    kind: 'recommended-good',
    title: 'Рекомендованные товары',
    columns: [
      productCode(),
      productName(),
      promoter(),
      field('requiredQuantity', 'Рекомендовано, уп.', 'count'),
      field('purchaseAmount', 'Закуплено, уп.', 'count'),
      field('saleAmount', 'Продано, уп.', 'count'),
      field('bonusSum', 'Сумма бонуса, руб.', 'money'),
    ],
  },
  'pharmacy-motivation': { kind: 'pharmacy-motivation', title: 'Мотивация аптеки', columns: completionColumns() },
  'discount-compensation': {
    kind: 'discount-compensation',
    title: 'Компенсация скидки',
    columns: [
      fromColumn(),
      toColumn(),
      productCode(),
      productName(),
      field('discount', 'Компенсация за упаковку, баллы', 'points'),
      field('actualDiscountSum', 'Компенсация на текущую дату, руб.', 'money'),
      field('expectedDiscountSum', 'Прогноз компенсации, руб.', 'money'),
    ],
  },
  procurement: {
    kind: 'procurement',
    title: 'Закупка',
    columns: [
      productCode(),
      productName(),
      promoter(),
      field('sipPrice', 'Цена СИП, руб.', 'money'),
      field('planAmount', 'План закупки, уп.', 'count'),
      field('purchaseAmount', 'Закуплено, уп.', 'count'),
      field('bonusSum', 'Сумма бонуса, руб.', 'money'),
    ],
  },
};
