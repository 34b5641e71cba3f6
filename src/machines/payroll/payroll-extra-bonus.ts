import { cashierInitiativeBonuses } from '../../api/payroll/payroll';
import { remoteOperation } from '../shared/remote-operation.machine';

/** The extra initiative bonus of each cashier by product for a month (the 'Просмотр' view of the extra bonuses). */
export const extraBonusOperation = remoteOperation('cashierInitiativeBonuses', (params: { pharmacyId: number; month: string }, signal) =>
  cashierInitiativeBonuses(params.pharmacyId, params.month, signal),
);
