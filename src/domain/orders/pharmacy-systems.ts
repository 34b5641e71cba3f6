/**
 * What the check of the pharmacy's ordering systems said: how many it found, 'failed' when it could
 * not be asked, or null before it has answered.
 */
export type PharmacySystemsCheck = number | 'failed' | null;

/**
 * The spec hides 'Отправить заказ в систему заказов аптеки' only when the check returns an empty
 * list. A check that failed found nothing out: the action stays offered, and the send itself says
 * whether the system took the order. Before the check answers it is not offered yet.
 */
export const offersPharmacySystem = (check: PharmacySystemsCheck): boolean => check === 'failed' || (check ?? 0) > 0;
