import type { GridColumn } from '../../ui/grid/grid-columns';
import type { ForecastGridRow } from '../../workers/forecast/forecast-types';
import { QuantityCell } from '../../ui/quantity/QuantityCell';

/**
 * A grid position: the worker's row once the window holding it has arrived, a placeholder with
 * only its position until then, and while the user skims through the list faster than a screen a
 * frame (ForecastGrid): 'Загрузка...' in the frozen product cell and one blank cell beside it
 * (no quantity box, no formatting: a cheap row to lay out).
 */
export type ForecastLine = ForecastGridRow | { position: number; row: null };

const loaded = (line: ForecastLine): line is ForecastGridRow => line.row !== null;
const field =
  <K extends keyof ForecastGridRow>(key: K) =>
  (line: ForecastLine) =>
    loaded(line) ? (line[key] as string | number | null) : null;

/**
 * The 12 columns of spec §2.1, headed as in the forecast spreadsheet, the product first: it is the
 * frozen identifying column, so the name stays beside its figures when the grid scrolls sideways
 * and is what a phone shows. The name wraps onto the row's two lines and its column takes any
 * width the grid leaves spare; the other widths fit a 13-digit barcode. The rest follow in the
 * spreadsheet's order. Where the rows do not tell their initiative (`initiativesTold` false) there
 * is no initiative column. A placeholder row says 'Загрузка...' in the frozen product cell, and
 * one blank cell spans the rest (react-data-grid drops a frozen cell's span): two elements to
 * style and lay out instead of twelve, for each of the forty rows a frame of a flick brings.
 */
export function forecastColumns(onEdit: (row: number, text: string) => void, { initiativesTold = true } = {}): GridColumn<ForecastLine>[] {
  const columns: GridColumn<ForecastLine>[] = [
    {
      key: 'promotionalProductName',
      name: 'Товар',
      width: 230,
      wrap: true,
      value: (line) => (loaded(line) ? line.promotionalProductName : 'Загрузка...'),
    },
    { key: 'initiativeName', name: 'Инициатива', width: 200, value: field('initiativeName') },
    { key: 'promoter', name: 'Промоутер (держатель контракта)', width: 130, value: field('promoter') },
    {
      key: 'promotionalProductId',
      name: 'Код промо-товара',
      width: 90,
      value: (line) => (loaded(line) ? String(line.promotionalProductId) : null),
    },
    { key: 'barcodes', name: 'Штрихкоды', width: 140, value: field('barcodes') },
    {
      key: 'regionalPurchasingPrice',
      name: 'Стоимость закупки, руб.',
      format: 'money',
      width: 110,
      value: field('regionalPurchasingPrice'),
    },
    { key: 'requiredQuantity', name: 'План закупки, уп.', format: 'count', width: 90, value: field('requiredQuantity') },
    { key: 'purchasedAmount', name: 'Закуплено с начала инициативы, уп.', format: 'count', width: 120, value: field('purchasedAmount') },
    { key: 'balance', name: 'Остаток, уп.', format: 'count', width: 80, value: field('balance') },
    {
      key: 'quantity',
      name: 'Количество к заказу, уп.',
      width: 130,
      renderCell: (line, { tabIndex }) =>
        loaded(line) ? (
          <QuantityCell
            className="profit-forecast__quantity"
            productName={line.promotionalProductName}
            text={line.quantityText}
            recommended={line.recommendedQuantity}
            tabIndex={tabIndex}
            onEdit={(text) => onEdit(line.row, text)}
          />
        ) : null,
    },
    { key: 'otherInitiatives', name: 'Другие инициативы', width: 140, value: field('otherInitiatives') },
    { key: 'supplierGroups', name: 'Допустимые группы поставщиков', width: 140, value: field('supplierGroups') },
  ];
  const shown = initiativesTold ? columns : columns.filter((column) => column.key !== 'initiativeName');
  // A placeholder row: the first blank cell in view spans the rest of the row.
  return shown.map((column, index) =>
    index === 0 ? column : { ...column, colSpan: (line: ForecastLine) => (loaded(line) ? undefined : shown.length - index) },
  );
}
