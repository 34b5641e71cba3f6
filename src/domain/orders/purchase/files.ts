import { formatDate } from '../../shared/format';
import { round2 } from '../../shared/money';
import { sheet, workbookBytes, type SheetColumn } from '../workbook';
import { explanationFigures, explanationText } from './explanations';
import type { OrderPosition } from './position';

/**
 * 'The whole list' of an order screen (§5: the one download that holds positions not ordered):
 * every matching position with its packs, under the columns its screen shows. Items are position
 * indices, so 100 000 positions are written without a row object each.
 */
export type PositionsListKind = 'purchaseOrder' | 'rg' | 'recommended';

const titles: Record<PositionsListKind, string> = {
  purchaseOrder: 'Заказ по инициативам',
  rg: 'Заказ РГ',
  recommended: 'Рекомендованный заказ',
};

/** 'Заказ РГ — весь список 22.11.2026.xlsx': the screen's order, then what the file holds. */
export const wholeListFileName = (kind: PositionsListKind, day: Date): string => `${titles[kind]} — весь список ${formatDate(day)}.xlsx`;

type Column = SheetColumn<number>;

// An empty list or name leaves its cell empty rather than holding ''.

function columnsOf(positions: readonly OrderPosition[], packs: ArrayLike<number>) {
  const at = (i: number) => positions[i];
  return {
    initiative: { header: 'Инициатива', width: 30, kind: 'text', value: (i) => at(i).initiativeName || null },
    promoter: { header: 'Промоутер (держатель контракта)', width: 28, kind: 'text', value: (i) => at(i).promoter },
    productId: { header: 'Код промо-товара', width: 14, kind: 'integer', value: (i) => at(i).productId },
    product: { header: 'Товар', width: 40, kind: 'text', value: (i) => at(i).productName },
    barcodes: { header: 'Штрихкоды', width: 18, kind: 'text', value: (i) => at(i).barcodes.join(', ') || null },
    price: { header: 'Цена закупки, руб.', width: 14, kind: 'money', value: (i) => at(i).price },
    plan: { header: 'План закупки, уп.', width: 12, kind: 'number', value: (i) => at(i).planAmount },
    purchased: { header: 'Закуплено с начала инициативы, уп.', width: 16, kind: 'number', value: (i) => at(i).purchasedAmount },
    balance: { header: 'Остаток, уп.', width: 10, kind: 'number', value: (i) => at(i).balance },
    packs: { header: 'Количество к заказу, уп.', width: 12, kind: 'integer', value: (i) => packs[i] },
    sum: { header: 'Сумма заказа, руб.', width: 14, kind: 'money', value: (i) => round2(packs[i] * at(i).price) },
    others: { header: 'Другие инициативы', width: 30, kind: 'text', value: (i) => at(i).otherInitiativeNames.join('; ') || null },
    groups: { header: 'Допустимые группы поставщиков', width: 24, kind: 'text', value: (i) => at(i).supplierGroups.join(', ') || null },
    pulsCode: { header: 'Код Пульс', width: 12, kind: 'text', value: (i) => at(i).pulsCode ?? null },
    regionSales: { header: 'Продажи в регионе, уп.', width: 12, kind: 'number', value: (i) => at(i).regionSaleQty ?? null },
    pulsBalance: { header: 'Остаток на складе Пульс, уп.', width: 12, kind: 'number', value: (i) => at(i).pulsBalance ?? null },
    sales: { header: 'Продажи аптеки, уп.', width: 12, kind: 'number', value: (i) => at(i).saleQty ?? null },
    explanation: { header: 'Пояснение', width: 40, kind: 'text', value: (i) => explanationText(at(i).explanation) || null },
    figures: { header: 'Показатели', width: 40, kind: 'text', value: (i) => explanationFigures(at(i)) || null },
  } satisfies Record<string, Column>;
}

/** The columns of each screen's list, in its table's order. */
export function wholeListColumns(kind: PositionsListKind, positions: readonly OrderPosition[], packs: ArrayLike<number>): Column[] {
  const c = columnsOf(positions, packs);
  switch (kind) {
    case 'purchaseOrder':
      return [
        c.initiative,
        c.promoter,
        c.productId,
        c.product,
        c.barcodes,
        c.price,
        c.plan,
        c.purchased,
        c.balance,
        c.packs,
        c.sum,
        c.others,
        c.groups,
      ];
    case 'rg':
      return [c.promoter, c.productId, c.product, c.barcodes, c.price, c.purchased, c.balance, c.packs, c.sum, c.others, c.groups];
    case 'recommended':
      return [
        c.product,
        c.promoter,
        c.productId,
        c.pulsCode,
        c.barcodes,
        c.regionSales,
        c.price,
        c.pulsBalance,
        c.purchased,
        c.sales,
        c.balance,
        c.packs,
        c.sum,
        c.explanation,
        c.figures,
        c.groups,
      ];
  }
}

/** The xlsx bytes of the given positions (the matching ones, in the grid's order), ordered or not. */
export function wholeListWorkbook(
  kind: PositionsListKind,
  positions: readonly OrderPosition[],
  indices: Iterable<number>,
  packs: ArrayLike<number>,
): Promise<Uint8Array> {
  return workbookBytes([sheet(titles[kind], wholeListColumns(kind, positions, packs), indices)]);
}
