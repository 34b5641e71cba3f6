import { explanationFigures, explanationText, notStocked } from '../../../domain/orders/purchase/explanations';
import { formatCell } from '../../../domain/shared/cell-format';
import { formatNumber } from '../../../domain/shared/format';
import { pluralForm, pluralForms } from '../../../domain/orders/plural';
import type { GridColumn } from '../../../ui/grid/grid-columns';
import type { PositionRow } from '../../../workers/orders/positions-types';
import { quantityColumn } from '../positions/position-columns';
import { firstColumn, ofRow, type PositionLine } from '../positions/PositionsList';

export const recommendedGridLabel = 'Товары рекомендованного заказа';
/** Said in the Пульс stock cell of a product the warehouse does not stock. */
export const notStockedText = 'нет на складе Пульс';

/** Above the grid: how many products start at 0 packs because the warehouse does not stock them. */
export const notStockedCountText = (count: number) =>
  `${formatNumber(count)} ${pluralForm(count, pluralForms.productMissing)} нет на складе Пульс — количество 0`;

/** Why the product is recommended, and the figures behind it, as one text. */
export function explanationOf(row: PositionRow): string {
  const words = explanationText(row.explanation);
  const figures = explanationFigures(row);
  return [words, figures].filter(Boolean).join('. ');
}

const pulsStockOf = (row: PositionRow): string => {
  const stock = formatCell('count', row.pulsBalance ?? null);
  return notStocked(row) ? [stock, notStockedText].filter(Boolean).join(' — ') : stock;
};

/** A line the Пульс warehouse does not stock is marked (its row and its stock cell). */
export const notStockedRowClass = (line: PositionLine) =>
  line.row && notStocked(line.row) ? 'recommended-order__row--not-stocked' : undefined;

/** Rows tall enough for four lines of the explanation and of a long product name. */
export const recommendedRowHeight = 76;

/** Every column of §3's recommended-order product: the product, why it is recommended and the order first, then the figures. */
export function recommendedColumns(onEdit: (index: number, text: string) => void): GridColumn<PositionLine>[] {
  const columns: GridColumn<PositionLine>[] = [
    // Frozen while the grid scrolls sideways, so the product stays beside its figures: a frozen
    // column cannot span, so a row still loading says 'Загрузка...' in this cell alone. The name
    // wraps in the row's four lines like the explanation beside it, instead of ending in '…'.
    {
      ...firstColumn({ key: 'productName', name: 'Товар', width: 220, value: ofRow((row) => row.productName) }),
      renderCell: (line) => (line.row ? <span className="recommended-order__product">{line.row.productName}</span> : 'Загрузка...'),
    },
    {
      key: 'explanation',
      name: 'Пояснение',
      width: 320,
      // Beside the product it explains, wrapped to its full text; a text longer than the row is the
      // grid's tooltip's, on hover and focus (a title beside it would show a second one on hover).
      renderCell: (line) => (line.row ? <span className="recommended-order__explanation">{explanationOf(line.row)}</span> : null),
    },
    // What the user decides, right after why: in view without scrolling from 1 280 px up (the
    // twelve columns sum to ~1 490 px, so last it sat beyond the window's edge).
    { ...quantityColumn(onEdit, 'Заказ, уп.'), width: 100 },
    { key: 'promoter', name: 'Промоутер', width: 120, value: ofRow((row) => row.promoter) },
    { key: 'productId', name: 'Код товара', width: 80, value: ofRow((row) => String(row.productId)) },
    { key: 'pulsCode', name: 'Код Пульс', width: 80, value: ofRow((row) => row.pulsCode ?? null) },
    { key: 'regionSaleQty', name: 'Продажи в регионе, уп.', format: 'count', width: 90, value: ofRow((row) => row.regionSaleQty ?? null) },
    { key: 'price', name: 'Цена, руб.', format: 'money', width: 90, value: ofRow((row) => row.price) },
    {
      key: 'pulsBalance',
      name: 'Остаток на складе Пульс, уп.',
      width: 130,
      renderCell: (line) =>
        line.row ? (
          <span className={notStocked(line.row) ? 'recommended-order__not-stocked' : 'grid__cell--number'}>{pulsStockOf(line.row)}</span>
        ) : null,
    },
    { key: 'purchased', name: 'Закуплено, уп.', format: 'count', width: 90, value: ofRow((row) => row.purchasedAmount) },
    { key: 'saleQty', name: 'Продажи аптеки, уп.', format: 'count', width: 90, value: ofRow((row) => row.saleQty ?? null) },
    { key: 'balance', name: 'Остаток, уп.', format: 'count', width: 80, value: ofRow((row) => row.balance) },
  ];
  return columns;
}
