import { http, HttpResponse } from 'msw';

/**
 * The overview mounts 'Закупка аптеки за квартал', which reads the current purchase: screens that
 * show the overview without caring about it get 'not entered yet'. (For mock-server's defaults.)
 */
export const pharmacyPurchaseHandlers = [http.get('/api/common/pharmacy_purchase/current', () => HttpResponse.json(null))];
