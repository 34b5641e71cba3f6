import * as v from 'valibot';
import { callPath } from '../../../src/api/contract/call';
import { CashierParams, PharmacyParams, PharmacyStat, payrollCalls } from '../../../src/api/contract/payroll';
import type { Answer } from '../reports/support';

type Get = (url: string) => Promise<Answer>;

export interface MonthBody {
  month: string;
  pharmacyParams: PharmacyParams;
  cashierParams: CashierParams;
  pharmacyStat: PharmacyStat;
}

/** What the screen would send for a month: the three GETs' answers as they came. */
export async function monthBody(get: Get, month: string, pharmacyId = 1): Promise<MonthBody> {
  const query = `?month=${month}`;
  const read = async <T extends v.GenericSchema>(schema: T, path: string) => v.parse(schema, (await get(`/api${path}${query}`)).json());
  return {
    month,
    pharmacyParams: await read(PharmacyParams, callPath(payrollCalls.payrollPharmacyParams, { id: pharmacyId })),
    cashierParams: await read(CashierParams, callPath(payrollCalls.payrollCashiers, { id: pharmacyId })),
    pharmacyStat: await read(PharmacyStat, callPath(payrollCalls.payrollPharmacyStat, { id: pharmacyId })),
  };
}

/** The three GETs' bodies, to compare a month before and after. */
export const monthAnswers = async (get: Get, month: string, pharmacyId = 1): Promise<string[]> =>
  Promise.all(
    [
      callPath(payrollCalls.payrollPharmacyParams, { id: pharmacyId }),
      callPath(payrollCalls.payrollCashiers, { id: pharmacyId }),
      callPath(payrollCalls.payrollPharmacyStat, { id: pharmacyId }),
    ].map(async (path) => (await get(`/api${path}?month=${month}`)).body),
  );
