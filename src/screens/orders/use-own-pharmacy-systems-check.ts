import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAuthSelector } from '../../ui/app-context';
import { selectPharmacy } from '../../machines/auth.selectors';
import { pharmacySystemsOperation } from '../../machines/profit-forecast.actors';
import { usePharmacySystemsCheck } from './OrderSend';

/**
 * For an order screen that offers no pharmacy-system order of its own (the RG and the recommended
 * order) but whose Пульс result modal may send rejected positions there: checks the signed-in
 * pharmacy's ordering system once (the same call and operation as the forecast's), so that an
 * empty list hides that action (spec). A failed check leaves it offered: the send then says why.
 */
export function useOwnPharmacySystemsCheck(): void {
  const subdivCode = useAuthSelector((snapshot) => selectPharmacy(snapshot)?.subdivCode ?? null);
  const check = useActorRef(pharmacySystemsOperation);
  useEffect(() => {
    if (subdivCode) check.send({ type: 'request', params: { subdivCode } });
  }, [check, subdivCode]);
  usePharmacySystemsCheck(useSelector(check, (snapshot) => snapshot.context.data?.length ?? null));
}
