/**
 * The number columns of a forecast row besides its initiative, in the row's order: the product's
 * id, its prices, quantities, profit and balance. The batch, the columns builder and the appended
 * batch all walk the same list, so a new figure is added here once.
 */
export const rowFigureColumns = [
  'promotionalProductId',
  'regionalPurchasingPrice',
  'minQuantity',
  'requiredQuantity',
  'regionalSalesQuantity',
  'possibleProfit',
  'quantityForOrder',
  'purchasedAmount',
  'balance',
] as const;

export type RowFigureColumn = (typeof rowFigureColumns)[number];
