import { http, HttpResponse } from 'msw';
import type {
  InitiativeTypeOptions,
  PurchaseFilterOptions,
  PurchaseOrderRequest,
  PurchasePositionWire,
} from '../../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../../src/domain/shared/initiative-types';

/** The purchaseOrder tab's gateway: initiative types, filter options, plan and positions, as msw answers them. */

export const procurement = initiativeTypeId('PROCUREMENT')!;
export const types: InitiativeTypeOptions = [
  { id: initiativeTypeId('MANDATORY_MATRIX')!, type: 'MANDATORY_MATRIX', displayName: 'Обязательная матрица' },
  { id: procurement, type: 'PROCUREMENT', displayName: 'Закупки' },
  { id: initiativeTypeId('PRODUCT_OF_THE_DAY')!, type: 'PRODUCT_OF_THE_DAY', displayName: 'Товар дня' },
];

const defaultInitiatives: PurchaseFilterOptions['initiativesOfPharmacy'] = [
  { id: 11, name: 'Закупка 11', type: 'PROCUREMENT' },
  { id: 12, name: 'Закупка 12', type: 'PROCUREMENT' },
];

const options = (promoter: string, initiativesOfPharmacy = defaultInitiatives): PurchaseFilterOptions => ({
  initiativesOfPharmacy,
  promoters: [promoter],
  possibleSupplierGroups: ['Группа А'],
  products: [{ id: 101, name: 'Товар 101' }],
});

export const position = (initiativeId: number, id: number, fields: Partial<PurchasePositionWire> = {}): PurchasePositionWire => ({
  initiativeId,
  initiativeName: `Закупка ${initiativeId}`,
  promoter: 'Промоутер А',
  promotionalProductId: id,
  promotionalProductName: `Товар ${id}`,
  barcodes: [`460${id}`],
  nominalPrice: 100,
  planAmount: 10,
  purchasedAmount: 5,
  balance: 0,
  orderAmount: 0,
  otherInitiativeIds: [],
  otherInitiativeNames: [],
  possibleSupplierGroups: ['Группа А'],
  ...fields,
});

/**
 * Initiative 11: two products of Промоутер А (purchased 5 × 100 ₽ below plan, 4 × 50 ₽ as planned)
 * and one of Промоутер Б, which also takes part in 31, a product-of-the-day initiative; one of initiative 12.
 */
export const positions = [
  position(11, 101),
  position(11, 102, { nominalPrice: 50, planAmount: 4, purchasedAmount: 4 }),
  position(11, 103, {
    promoter: 'Промоутер Б',
    nominalPrice: 200,
    purchasedAmount: 1,
    otherInitiativeIds: [31],
    otherInitiativeNames: ['Товар дня 31'],
  }),
  position(12, 104),
];

/**
 * Both report services, the plan and the pharmacy-system check; `served` replaces the positions
 * and `initiatives` the initiatives of the pharmacy offered in the menus.
 */
export function purchaseHandlers({
  fail = 0,
  served = positions,
  initiatives = defaultInitiatives,
}: { fail?: number; served?: PurchasePositionWire[]; initiatives?: PurchaseFilterOptions['initiativesOfPharmacy'] } = {}) {
  let failures = fail;
  const asked = { options: [] as PurchaseOrderRequest[], plans: [] as string[], positions: [] as PurchaseOrderRequest[] };
  const handlers = [
    http.get('/api/reports-rt/purchase-order/initiative-types', () => HttpResponse.json(types)),
    http.post('/api/reports-rt/purchase-order/filters-options', async ({ request }) => {
      asked.options.push((await request.json()) as PurchaseOrderRequest);
      return HttpResponse.json(options('Промоутер А', initiatives));
    }),
    // The regular service knows another promoter: the menus show both.
    http.post('/api/reports/purchase-order/filters-options', () => HttpResponse.json(options('Промоутер Б', initiatives))),
    http.get('/api/reports/purchase-order/initiative/plan/:pharmacyId/:initiativeId', ({ params }) => {
      asked.plans.push(String(params.initiativeId));
      return HttpResponse.json({ planSum: 10_000 });
    }),
    http.post('/api/reports-rt/purchase-order/purchase-order', async ({ request }) => {
      asked.positions.push((await request.json()) as PurchaseOrderRequest);
      if (failures-- > 0) return HttpResponse.json({ message: 'Сервис отчётов недоступен' }, { status: 500 });
      return HttpResponse.json(served);
    }),
    http.post('/api/reports/purchase-order/purchase-order', () => HttpResponse.json([])),
    http.get('/api/pharmacy-cabinet-purchase-service/v1/pharmsm/check', () =>
      HttpResponse.json([{ code: 'ПС-1', name: 'Система заказов' }]),
    ),
  ];
  return { handlers, asked };
}
