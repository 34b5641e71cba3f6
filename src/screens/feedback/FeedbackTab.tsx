import { useActorRef } from '@xstate/react';
import { useAuthSelector } from '../../ui/app-context';
import { selectPharmacy } from '../../machines/session/auth.selectors';
import { feedbackMachine } from '../../machines/feedback/feedback.machine';
import type { TabScreenProps } from '../../ui/report-tabs';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import '../../styles/feedback.css';

/**
 * The feedback tab 'Обратная связь': a message to the distributor about an
 * initiative, an order, a report, pay or the portal, and the pharmacy's earlier messages with
 * their status and answer.
 */
export function FeedbackTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  return pharmacy ? <Feedback pharmacyId={pharmacy.id} /> : null;
}

function Feedback({ pharmacyId }: { pharmacyId: number }) {
  const actor = useActorRef(feedbackMachine, { input: { pharmacyId } });
  return (
    <div className="feedback">
      <FeedbackForm actor={actor} />
      <FeedbackList actor={actor} />
    </div>
  );
}
