import { http, HttpResponse } from 'msw';
import type { RecommendedProductWire } from '../../../src/api/contract/purchase-order';

/** The orderCompose tab's gateway: initiatives, promoters and suppliers, the recommended products, as msw answers them. */

export const product = (productId: number, fields: Partial<RecommendedProductWire>): RecommendedProductWire => ({
  productId,
  productName: `Товар ${productId}`,
  promoterName: 'Промоутер А',
  pulsCode: `P-${productId}`,
  barcodes: [],
  regionSaleQty: 40,
  nominalPrice: 100,
  pulsBalance: 12,
  purchased: 3,
  saleQty: 5,
  balance: 1,
  order: 2,
  explanationDisplay: 'AVG_MONTH_SALES',
  possibleSupplierGroups: ['Группа А'],
  ...fields,
});

export const products = [
  product(201, { explanationDisplay: 'NEW_PRODUCT', saleQty: 0, balance: 0, pulsBalance: 12 }),
  product(202, { explanationDisplay: 'NO_BALANCE', saleQty: 5, balance: 1, pulsBalance: 0 }),
  product(203, { explanationDisplay: 'LOW_TURNOVER', pulsBalance: 30 }),
];

/** The initiatives, promoters and products of the recommended order; `served` replaces the products. */
export function recommendedHandlers({
  fail = 0,
  requests = [] as unknown[],
  served = products,
}: { fail?: number; requests?: unknown[]; served?: RecommendedProductWire[] } = {}) {
  let failures = fail;
  return [
    http.get('/api/reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix', () =>
      HttpResponse.json([
        { id: 1, name: 'Закупка Q3', type: 'PROCUREMENT' },
        { id: 2, name: 'Матрица Q3', type: 'MANDATORY_MATRIX' },
      ]),
    ),
    http.post('/api/reports-rt/order-compose/find-promoter-supplier', () =>
      HttpResponse.json({ promoters: ['Промоутер А'], supplierGroups: ['Группа А'] }),
    ),
    http.post('/api/reports-rt/order-compose/find-product', async ({ request }) => {
      requests.push(await request.json());
      if (failures-- > 0) return HttpResponse.json({ message: 'Сервис рекомендаций недоступен' }, { status: 500 });
      return HttpResponse.json({ products: served, price: 600 });
    }),
  ];
}
