import { salesMotivationCalls } from '../../api/contract/sales-motivation';
import { http } from '../../api/shared/http';
import { remoteOperation } from '../shared/remote-operation.machine';

/** The extra initiative bonus of each cashier by product for a month (the 'Просмотр' view of the extra bonuses). */
export const extraBonusOperation = remoteOperation('cashierInitiativeBonuses', (params: { pharmacyId: number; month: string }, signal) =>
  http().request(salesMotivationCalls.cashierInitiativeBonuses, {
    params: { date: params.month },
    query: { pharmacyId: params.pharmacyId },
    signal,
  }),
);
