import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fileProgressTexts } from '../../../domain/orders/messages';
import { formatNumber } from '../../../domain/shared/format';
import { selectFileProgress } from '../../../machines/orders/order-send.selectors';
import { focusIsLost } from '../../../ui/focus-memory';
import { useOrderSendActor, useOrderSendInvoker } from './order-send-context';

/**
 * A large file being built ('Скачать весь прогноз' at a million rows takes seconds): how many rows
 * are written of all, and 'Отменить', which stops the file and hands the focus back to the button
 * the user started it with. Shown only while the file's builder tells its progress.
 */
export function OrderFileProgress() {
  const actor = useOrderSendActor();
  const invoker = useOrderSendInvoker();
  const progress = useSelector(actor, selectFileProgress);
  const stopped = useRef(false);
  useEffect(() => {
    // The button is enabled again only once the file is over: the focus goes back then, after
    // «Отменить», or when the file came while the focus rested on «Отменить» (gone with the bar).
    if (progress === null && (stopped.current || focusIsLost())) {
      stopped.current = false;
      invoker.current?.focus();
    }
  }, [progress, invoker]);
  if (!progress) return null;
  return (
    <div className="order-file-progress" role="group" aria-label={fileProgressTexts.label}>
      <progress className="order-file-progress__bar" max={progress.total} value={progress.written} aria-label={fileProgressTexts.label} />
      {/* The text at its widest keeps its place, so «Отменить» stays put while the count grows. */}
      <span className="order-file-progress__rows">
        <span role="status">{fileProgressTexts.rows(formatNumber(progress.written), formatNumber(progress.total))}</span>
        <span className="order-file-progress__widest" aria-hidden="true">
          {fileProgressTexts.rows(formatNumber(progress.total), formatNumber(progress.total))}
        </span>
      </span>
      <button
        type="button"
        className="button"
        onClick={() => {
          stopped.current = true;
          actor.send({ type: 'file.stop' });
        }}
      >
        {fileProgressTexts.stop}
      </button>
    </div>
  );
}
