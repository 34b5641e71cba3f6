import type { GridColumn } from '../../ui/grid/grid-columns';
import type { ForecastGridRow } from '../../workers/forecast-types';
import { QuantityCell } from './QuantityCell';

/**
 * A grid position: the worker's row once the window holding it has arrived, a placeholder with
 * only its position until then, and while the user skims through the list faster than a screen a
 * frame (ForecastGrid): 'Загрузка...' in the frozen initiative cell and blank cells beside it
 * (no quantity box, no formatting: a cheap row to lay out).
 */
export type ForecastLine = ForecastGridRow | { position: number; row: null };

const loaded = (line: ForecastLine): line is ForecastGridRow => line.row !== null;
const field =
  <K extends keyof ForecastGridRow>(key: K) =>
  (line: ForecastLine) =>
    loaded(line) ? (line[key] as string | number | null) : null;

/**
 * The 12 columns of spec §2.1, headed as in the forecast spreadsheet. Widths fit a 13-digit
 * barcode and most of a product's name (the rest in the cell's tooltip); the grid widens a column
 * whose header would need a fourth line. At 1440 px the columns up to the order quantity show
 * beside the frozen initiative; the last two scroll into view. Where the rows do not tell their
 * initiative (`initiativesTold` false) there is no initiative column: the promoter is the frozen
 * first column and says 'Загрузка...' in a placeholder row.
 */
export function forecastColumns(onEdit: (row: number, text: string) => void, { initiativesTold = true } = {}): GridColumn<ForecastLine>[] {
  const columns: GridColumn<ForecastLine>[] = [
    {
      key: 'initiativeName',
      name: 'Инициатива',
      width: 200, // the frozen identifying column: wide enough for most initiative names
      // A placeholder row says 'Загрузка...' here and leaves its other cells blank: no cell spans
      // the row, so this identifying column can stay frozen (react-data-grid drops a frozen span).
      value: (line) => (loaded(line) ? line.initiativeName : 'Загрузка...'),
    },
    {
      key: 'promoter',
      name: 'Промоутер (держатель контракта)',
      width: 130,
      value: initiativesTold ? field('promoter') : (line) => (loaded(line) ? line.promoter : 'Загрузка...'),
    },
    { key: 'promotionalProductId', name: 'Код промо-товара', width: 90, value: (line) => (loaded(line) ? String(line.promotionalProductId) : null) },
    { key: 'promotionalProductName', name: 'Товар', width: 230, value: field('promotionalProductName') },
    { key: 'barcodes', name: 'Штрихкоды', width: 140, value: field('barcodes') },
    { key: 'regionalPurchasingPrice', name: 'Стоимость закупки, руб.', format: 'money', width: 110, value: field('regionalPurchasingPrice') },
    { key: 'requiredQuantity', name: 'План закупки, уп.', format: 'count', width: 90, value: field('requiredQuantity') },
    { key: 'purchasedAmount', name: 'Закуплено с начала инициативы, уп.', format: 'count', width: 120, value: field('purchasedAmount') },
    { key: 'balance', name: 'Остаток, уп.', format: 'count', width: 80, value: field('balance') },
    {
      key: 'quantity',
      name: 'Количество к заказу, уп.',
      width: 130,
      renderCell: (line, { tabIndex }) =>
        loaded(line) ? (
          <QuantityCell productName={line.promotionalProductName} text={line.quantityText} recommended={line.recommendedQuantity} tabIndex={tabIndex} onEdit={(text) => onEdit(line.row, text)} />
        ) : null,
    },
    { key: 'otherInitiatives', name: 'Другие инициативы', width: 140, value: field('otherInitiatives') },
    { key: 'supplierGroups', name: 'Допустимые группы поставщиков', width: 140, value: field('supplierGroups') },
  ];
  return initiativesTold ? columns : columns.filter((column) => column.key !== 'initiativeName');
}
