import { http, HttpResponse } from 'msw';
import type { RgPositionWire } from '../../../src/api/contract/purchase-order';

/** The purchaseOrderRG tab's gateway: the RG promoters and the recommended goods, as msw answers them. */

export const position = (id: number, price: number, fields: Partial<RgPositionWire> = {}): RgPositionWire => ({
  promoter: 'Промоутер А',
  promotionalProductId: id,
  promotionalProductName: `Товар ${id}`,
  barcodes: [`460${id}`],
  nominalPrice: price,
  purchasedAmount: 2,
  balance: 1,
  orderAmount: 0,
  otherInitiativeNames: ['Закупка Q3'],
  possibleSupplierGroups: ['Группа А'],
  ...fields,
});

/** Three products at 50, 150 and 300 ₽. */
export const positions = [position(101, 50), position(102, 150), position(103, 300, { promoter: 'Промоутер Б' })];

/** The RG promoters and positions; `served` replaces the positions. */
export function rgHandlers({ fail = 0, served = positions }: { fail?: number; served?: RgPositionWire[] } = {}) {
  let failures = fail;
  return [
    http.get('/api/reports-rt/purchase-order/pharmacy-rg-promoters', () => HttpResponse.json(['Промоутер А', 'Промоутер Б'])),
    http.post('/api/reports-rt/purchase-order/recommended-goods', () => {
      if (failures-- > 0) return HttpResponse.json({ message: 'Сервис отчётов недоступен' }, { status: 500 });
      return HttpResponse.json(served);
    }),
  ];
}
