import { useSelector } from '@xstate/react';
import { pulsResultTexts } from '../../../domain/orders/messages';
import { selectResultAction, selectResultActionShown, type RejectedAction } from '../../../machines/orders/order-send.selectors';
import { useOrderSendActor } from './order-send-context';
import { StayingButton } from '../../../ui/StayingButton';

// Each with its selector, made once so useSelector keeps it.
const actions = [
  { type: 'result.downloadRejected', label: pulsResultTexts.downloadRejected },
  { type: 'result.sendRejectedToPharmacySystem', label: pulsResultTexts.sendRejectedToPharmacySystem },
  { type: 'result.downloadAndSendRejectedToStu', label: pulsResultTexts.downloadAndSendRejectedToStu },
].map((action) => ({
  ...action,
  type: action.type as RejectedAction,
  enabled: selectResultAction(action.type as RejectedAction),
  shown: selectResultActionShown(action.type as RejectedAction),
}));

/** What to do with the rejected positions; a button is enabled only when the machine would act on it. */
export function RejectedActions() {
  const actor = useOrderSendActor();
  return (
    <div className="puls-result__actions" role="group" aria-label="Действия с отклонёнными позициями">
      {actions.map((action) => (
        <RejectedActionButton
          key={action.type}
          label={action.label}
          enabled={action.enabled}
          shown={action.shown}
          onClick={() => actor.send({ type: action.type })}
        />
      ))}
    </div>
  );
}

interface RejectedActionButtonProps {
  label: string;
  enabled: ReturnType<typeof selectResultAction>;
  shown: ReturnType<typeof selectResultActionShown>;
  onClick: () => void;
}

function RejectedActionButton({ label, enabled, shown, onClick }: RejectedActionButtonProps) {
  const actor = useOrderSendActor();
  const canAct = useSelector(actor, enabled);
  const isShown = useSelector(actor, shown);
  if (!isShown) return null;
  return (
    <StayingButton className="button" unavailable={!canAct} onClick={onClick}>
      {label}
    </StayingButton>
  );
}
