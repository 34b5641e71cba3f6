import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import {
  draftStatusText,
  hasUnsentChanges,
  mergeNotesOf,
  restoredFromText,
  type OrderDraftActor,
} from '../../../machines/orders/order-draft.machine';
import { Modal } from '../../../ui/Modal';
import { useAskBeforeLeaving } from '../../../ui/use-ask-before-leaving';
import '../../../styles/order-draft.css';

export const draftTexts = {
  clear: 'Очистить черновик',
  question: 'Очистить черновик?',
  explained: 'Выбранные фильтры и введённые количества этого экрана будут удалены во всех окнах и браузерах. Отменить это нельзя.',
  explainedHere: 'Выбранные фильтры и введённые количества этого экрана будут удалены на этом компьютере. Отменить это нельзя.',
  confirm: 'Очистить',
  cancel: 'Отмена',
  dismiss: 'Понятно',
} as const;

interface DraftBarProps {
  /** The screen machine's child 'draft'; absent for a moment while the screen starts. */
  draft: OrderDraftActor | undefined;
  /** What changed under a restored draft (or that another tab's replaced it); empty: no notice. */
  notice: readonly string[];
  onDismiss: () => void;
  /** «Очистить черновик», confirmed. */
  onDiscard: () => void;
  /** What the confirmation says is removed, everywhere and on this computer only; the order screens' by default. */
  explained?: { everywhere: string; here: string };
  /**
   * Leaving the page asks while changes are only on this computer (the order screens); a screen
   * that asks on its own terms (the payroll: only when nothing keeps them) turns it off.
   */
  asksBeforeLeaving?: boolean;
}

/**
 * The draft of an order screen: one quiet line saying where it stands, the
 * notice of what changed under a restored draft (and which copy it came from, this computer's or
 * the server's), and «Очистить черновик» behind a confirmation. Switching screens never asks: the
 * draft is kept; leaving the page asks while changes are only on this computer.
 */
export function DraftBar({
  draft,
  notice,
  onDismiss,
  onDiscard,
  explained = { everywhere: draftTexts.explained, here: draftTexts.explainedHere },
  asksBeforeLeaving = true,
}: DraftBarProps) {
  const status = useSelector(draft, draftStatusText) ?? null;
  const restoredFrom = useSelector(draft, restoredFromText) ?? null;
  const merged = useSelector(draft, mergeNotesOf) ?? [];
  const unsupported = useSelector(draft, (snapshot) => snapshot?.matches('unsupported') ?? false);
  // Until the kept draft is read there is nothing to clear yet: a clearing then would be undone by the read.
  const reading = useSelector(
    draft,
    (snapshot) =>
      (snapshot?.matches('readingLocal') || ((snapshot?.matches('loading') || snapshot?.matches('merging')) && !snapshot.context.told)) ??
      false,
  );
  // While changes are not on the gateway, leaving the page asks first.
  const unsent = useSelector(draft, hasUnsentChanges) ?? false;
  useAskBeforeLeaving(asksBeforeLeaving && unsent);
  const [asking, setAsking] = useState(false);
  const lines = restoredFrom ? [restoredFrom, ...merged, ...notice] : notice;
  const bar = useRef<HTMLDivElement>(null);
  return (
    <div ref={bar} className="order-draft" tabIndex={-1}>
      {lines.length > 0 && (
        <div className="order-draft__notice" role="status">
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() => {
              draft?.send({ type: 'draft.originSeen' });
              onDismiss();
              // The notice goes with its «Понятно»: the focus stays on the bar, before «Очистить черновик».
              bar.current?.focus();
            }}
          >
            {draftTexts.dismiss}
          </button>
        </div>
      )}
      <div className="order-draft__line">
        <span className="order-draft__status" aria-live="polite">
          {status}
        </span>
        {draft && (
          <button type="button" className="button order-draft__clear" disabled={reading} onClick={() => setAsking(true)}>
            {draftTexts.clear}
          </button>
        )}
      </div>
      {asking && (
        <Modal title={draftTexts.question} onClose={() => setAsking(false)}>
          <p>{unsupported ? explained.here : explained.everywhere}</p>
          <div className="order-draft__dialog-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setAsking(false);
                onDiscard();
              }}
            >
              {draftTexts.confirm}
            </button>
            <button type="button" className="button" data-autofocus onClick={() => setAsking(false)}>
              {draftTexts.cancel}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
