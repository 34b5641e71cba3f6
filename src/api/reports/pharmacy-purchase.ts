import { commonCalls, type PharmacyPurchaseSave } from '../contract/initiatives-list';
import { http } from '../shared/http';

/**
 * The pharmacy purchase form's calls (spec §2.8, §7.7), under the /common service. The save answers
 * plain text; an empty body is as good an answer as any text.
 */

/** GET pharmacy_purchase/current?pharmacyId: the current quarter's purchase sum and its date, or null. */
export function currentPharmacyPurchase(pharmacyId: number, signal?: AbortSignal) {
  return http().request(commonCalls.currentPharmacyPurchase, { query: { pharmacyId }, signal });
}

/** PUT pharmacy_purchase/save: purchase (a number), date (YYYY-MM-DD) and pharmacyId; answers text. */
export function savePharmacyPurchase(body: PharmacyPurchaseSave, signal?: AbortSignal): Promise<string> {
  return http().requestText(commonCalls.savePharmacyPurchase, { body, signal });
}
