import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { RemoteOperationMachine } from '../machines/shared/remote-operation.machine';

/**
 * A remote operation a view asks with its parameters: asked when the view opens and again when
 * they change; its answer, the failure it ended in (null while none), whether it is on its way,
 * and `retry`, the 'Повторить' of the failure shown in place (the same parameters again).
 */
export function useRemoteOperation<Params, Data>(operation: RemoteOperationMachine<Params, Data>, params: Params) {
  const actor = useActorRef(operation);
  const asked = JSON.stringify(params);
  // Asked again when the parameters change in value, not for each render's new object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => actor.send({ type: 'request', params }), [actor, asked]);
  const data = useSelector(actor, (snapshot) => snapshot.context.data);
  const failure = useSelector(actor, (snapshot) => (snapshot.matches('failure') ? snapshot.context.error : null));
  const loading = useSelector(actor, (snapshot) => snapshot.matches('fetching'));
  return { data, failure, loading, retry: () => actor.send({ type: 'retry' }) };
}
