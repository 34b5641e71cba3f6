import { http, HttpResponse } from 'msw';
import type { Pharmacy } from '../../../../src/api/contract/pharmacy';

export const pharmacyOne: Pharmacy = {
  id: 1,
  subdivCode: 'A-001',
  address: 'г. Москва, ул. Лесная, д. 1',
  software: { acceptInitiatives: true },
  belongsToMarketplace: false,
  additionalFtp: false,
  calcBonusType: null,
  dataFreshness: null,
  pulsWarehouseCode: 'W-1',
};

/** GET /pharmacy/pharmacy/portal-id/{id}: a bearer token is required, as on the gateway. */
export const pharmacyHandlers = [
  // The check of the pharmacy ordering system (order screens): pharmacy 1 has one.
  http.get('/api/pharmacy-cabinet-purchase-service/v1/pharmsm/check', () => HttpResponse.json([{ code: 'ПС-1', name: 'Система заказов' }])),
  http.get('/api/pharmacy/pharmacy/portal-id/:id', ({ request }) =>
    request.headers.get('authorization')?.startsWith('Bearer ')
      ? HttpResponse.json(pharmacyOne)
      : HttpResponse.json({ message: 'Требуется вход' }, { status: 401 }),
  ),
];
