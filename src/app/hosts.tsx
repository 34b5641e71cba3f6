import { useSelector } from '@xstate/react';
import { selectErrorMessage } from '../machines/shared/error-modal.machine';
import { selectShownSnackbar } from '../machines/shared/snackbar.machine';
import { ErrorModalView } from '../ui/ErrorModalView';
import { SnackbarView } from '../ui/SnackbarView';
import { useErrorModalActor, useSnackbarActor } from '../ui/app-context';

/** Shows the snackbar actor's current snackbar. */
export function SnackbarHost() {
  const actor = useSnackbarActor();
  const snackbar = useSelector(actor, selectShownSnackbar);
  if (!snackbar) return null;
  return (
    <SnackbarView
      key={snackbar.id}
      snackbar={snackbar}
      onDismiss={(id) => actor.send({ type: 'snackbar.dismiss', id })}
      onHover={(id) => actor.send({ type: 'snackbar.hover', id })}
    />
  );
}

/** Shows the error modal actor's error, if any. */
export function ErrorModalHost() {
  const actor = useErrorModalActor();
  const message = useSelector(actor, selectErrorMessage);
  if (message === null) return null;
  return <ErrorModalView message={message} onClose={() => actor.send({ type: 'errorModal.close' })} />;
}
