import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { confirmationTexts } from '../../../domain/orders/confirmation';
import { selectStockCheck, selectStockCheckError, selectStockCheckView } from '../../../machines/orders/order-send.selectors';
import { useOrderSendActor } from './order-send-context';
import { RefusedPositions } from './RefusedPositions';

/**
 * For Пульс: what its warehouse will refuse, marked before the order is sent. A failed check
 * is said, does not block the order, and can be asked again. Nothing for the other destinations.
 */
export function StockCheckNote() {
  const place = useRef<HTMLDivElement>(null);
  return (
    // Its place in the dialog, kept whatever it says: «Проверить снова» leaves the focus here.
    <div ref={place} className="order-confirm__stock-note" tabIndex={-1} data-focus-held="">
      <StockCheckText onRecheck={() => place.current?.focus()} />
    </div>
  );
}

function StockCheckText({ onRecheck }: { onRecheck: () => void }) {
  const actor = useOrderSendActor();
  const view = useSelector(actor, selectStockCheckView);
  const check = useSelector(actor, selectStockCheck);
  const error = useSelector(actor, selectStockCheckError);

  if (view === 'checking')
    return (
      <p className="order-confirm__stock" role="status">
        {confirmationTexts.checkingStock}
      </p>
    );
  if (view === 'notChecked')
    return (
      <p className="order-confirm__stock" role="status">
        {confirmationTexts.notChecked}
      </p>
    );
  if (view === 'failed')
    return (
      <>
        <p className="order-confirm__stock order-confirm__stock--failed" role="status">
          {confirmationTexts.checkFailed(error ?? '')}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            // The button goes with the failure: the focus stays in its place in the dialog.
            onRecheck();
            actor.send({ type: 'confirm.recheckStock' });
          }}
        >
          {confirmationTexts.recheck}
        </button>
      </>
    );
  if (view !== 'checked' || !check) return null;
  if (check.rejected.length === 0) {
    return check.warehouseCode === null ? null : (
      <p className="order-confirm__stock" role="status">
        {confirmationTexts.allStocked(check.warehouseCode)}
      </p>
    );
  }
  return (
    <section className="order-confirm__refused" aria-labelledby="order-confirm-refused">
      <p id="order-confirm-refused" className="order-confirm__stock order-confirm__stock--refused" role="status">
        {confirmationTexts.refused(check.warehouseCode, check.rejected.length)}
      </p>
      <RefusedPositions label={confirmationTexts.refusedGrid} positions={check.rejected} maxHeight={280} />
    </section>
  );
}
