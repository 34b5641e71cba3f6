import * as v from 'valibot';
import { CurrentPurchase, initiativesListPaths, type PharmacyPurchaseSave } from './contract/initiatives-list';
import { http } from './http';

/** The pharmacy purchase form's calls (spec §2.8, §7.7), under the /common service. */
const inCommon = (path: string) => path.slice('/common'.length);

/** The save answers plain text (§7.7); an empty body is as good an answer as any text. */
const SaveAnswer = v.optional(v.string(), '');

/** GET pharmacy_purchase/current?pharmacyId: the current quarter's purchase sum and its date, or null. */
export function currentPharmacyPurchase(pharmacyId: number, signal?: AbortSignal) {
  return http().call('/common', inCommon(initiativesListPaths.currentPurchase), CurrentPurchase, { query: { pharmacyId }, signal });
}

/** PUT pharmacy_purchase/save: purchase (a number), date (YYYY-MM-DD) and pharmacyId; answers text. */
export function savePharmacyPurchase(body: PharmacyPurchaseSave, signal?: AbortSignal): Promise<string> {
  return http().call('/common', inCommon(initiativesListPaths.savePurchase), SaveAnswer, { method: 'PUT', body, responseType: 'text', signal });
}
