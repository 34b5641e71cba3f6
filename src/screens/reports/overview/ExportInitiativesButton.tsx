import { useActorRef, useSelector } from '@xstate/react';
import { useSnackbarActor } from '../../../ui/app-context';
import { initiativesExportMachine, selectExporting } from '../../../machines/list/initiatives-export.machine';
import { StayingButton } from '../../../ui/StayingButton';

/** Asks the distributor to send the pharmacy's initiatives again; the snackbar tells how it went. */
export function ExportInitiativesButton({ pharmacyId }: { pharmacyId: number }) {
  const snackbar = useSnackbarActor();
  const actor = useActorRef(initiativesExportMachine, { input: { pharmacyId, snackbar } });
  const exporting = useSelector(actor, selectExporting);
  return (
    <StayingButton className="button" unavailable={exporting} aria-busy={exporting} onClick={() => actor.send({ type: 'export.request' })}>
      {exporting ? 'Запрашиваем инициативы…' : 'Запросить инициативы заново'}
    </StayingButton>
  );
}
