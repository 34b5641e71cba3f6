import { useSelector } from '@xstate/react';
import { useCallback, useDeferredValue, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useNearView } from '../../../ui/use-near-view';
import type { ActorRef, Snapshot } from 'xstate';
import type { Failure } from '../../../machines/shared/api-error';
import type { Pharmacy } from '../../../api/contract/pharmacy';
import { selectOrderSend, type OrderSendActor } from '../../../machines/orders/order-send.parent';
import { isDownloadAction, orderActionLabels, type OrderAction } from '../../../machines/orders/positions-order-actions';
import {
  selectAction,
  selectCanExecute,
  selectDraftActor,
  selectDraftNotice,
  selectExecuting,
  selectGrid,
  type OrderScreenSnapshot,
} from '../../../machines/orders/positions-order.selectors';
import type { PositionsGridActor } from '../../../machines/orders/positions-grid';
import type { PositionsOrderInput } from '../../../machines/orders/positions-order.types';
import { selectPharmacy } from '../../../machines/session/auth.selectors';
import type { PositionsWorker } from '../../../workers/orders/positions-types';
import { useAuthSelector, useConfig, useSnackbarActor } from '../../../ui/app-context';
import type { GridColumn } from '../../../ui/grid/grid-columns';
import type { TabScreenProps } from '../../../ui/report-tabs';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { DraftBar } from '../send/DraftBar';
import { OrderResultPanel } from '../send/OrderResultPanel';
import { OrderActionBar } from '../send/OrderActionBar';
import { OrderSendProvider } from '../send/OrderSend';
import { OrderCost } from './OrderCost';
import { PositionsList, type PositionLine } from './PositionsList';
import { usePositionsWorker } from './use-positions-order';
import '../../../styles/positions.css';

/**
 * What the tab reads of any order screen's machine (positions-order.machine.ts). Each machine takes
 * the tab's events (tell) under its own, narrower, types: the action chosen is one the tab offers.
 */
export type PositionsOrderActor = ActorRef<OrderScreenSnapshot & Snapshot<unknown> & { children: { orderSend?: OrderSendActor } }, never>;

/** The snapshot of the screen's machine, as the tab's selectors read it. */
type SnapshotOf<A> = A extends { getSnapshot(): infer S } ? S : undefined;

/** What the tab sends: every order screen's machine takes these. */
type TabEvent =
  | { type: 'draftNotice.dismiss' }
  | { type: 'draft.discard' }
  | { type: 'order.choose'; action: OrderAction | null }
  | { type: 'order.execute' }
  | { type: 'positions.retry' }
  | { type: 'list.show' };
const tell = (order: PositionsOrderActor, event: TabEvent) => order.send(event as never);

/**
 * One order screen of the positions worker as the tab shows it: the configuration that, with its
 * machine's (rg-config.tsx, recommended-config.tsx, purchase-config.tsx), makes the RG order, the
 * recommended order or the order by type.
 */
export interface PositionsOrderView<A extends PositionsOrderActor, I> {
  /** The tab's class beside 'positions', for its own styles. */
  className: string;
  /** The screen's machine (its order-send child saving files in the browser) and its input for the pharmacy. */
  useOrder: (input: () => I) => A;
  input: (shared: PositionsOrderInput<PositionsWorker>, pharmacy: Pharmacy, search: URLSearchParams) => I;
  Filters: ComponentType<{ order: A }>;
  /** A line above the list, if the screen has one (it is not shown over a failed load). */
  Note?: ComponentType<{ order: A }>;
  /** The actions the dropdown offers now, in the screen's order; with or without 'Выберите действие с заказом'. */
  useActions: (order: A) => readonly OrderAction[];
  placeholder: boolean;
  /** What the order block shows beside the actions (none given: the order's cost). */
  Summary?: ComponentType<{ order: A; grid: PositionsGridActor | null }>;
  list: {
    /** The table whose column widths are kept per user. */
    settingsName: string;
    label: string;
    columns: (onEdit: (index: number, text: string) => void) => GridColumn<PositionLine>[];
    /** 'Не удалось загрузить …' over a failed load. */
    failure: string;
    rowClassName?: (line: PositionLine) => string | undefined;
    rowHeight?: number;
    /** The failure of its load; 'Повторить' sends `retry` (none given: 'positions.retry'). */
    selectFailure: (snapshot: SnapshotOf<A>) => Failure | null;
    retry?: TabEvent;
    /** What stands in the list's place while there is none (none given: 'Загрузка...'). */
    Waiting?: ComponentType<{ order: A }>;
  };
}

/**
 * The tab of an order screen whose positions live in the positions worker: its filters, the draft
 * bar, the order block (cost, actions, a send's result right under it) and the list. The worker
 * is the tab's while it is open; the order goes through the machine's order-send child.
 */
export function positionsOrderTab<A extends PositionsOrderActor, I>(view: PositionsOrderView<A, I>) {
  function PositionsOrder({ pharmacy, worker }: { pharmacy: Pharmacy; worker: PositionsWorker }) {
    const config = useConfig();
    const snackbar = useSnackbarActor();
    const [search] = useSearchParams();
    const [input] = useState(() =>
      view.input({ pharmacyId: pharmacy.id, subdivCode: pharmacy.subdivCode, config, worker, snackbar }, pharmacy, search),
    );
    const order = view.useOrder(() => input);
    return (
      <OrderSendProvider actor={useSelector(order, selectOrderSend)}>
        <div className={`positions ${view.className}`}>
          <view.Filters order={order} />
          <DraftBar
            draft={useSelector(order, selectDraftActor)}
            notice={useSelector(order, selectDraftNotice)}
            onDismiss={() => tell(order, { type: 'draftNotice.dismiss' })}
            onDiscard={() => tell(order, { type: 'draft.discard' })}
          />
          <Positions order={order} />
        </div>
      </OrderSendProvider>
    );
  }

  /** The order block (a send's result right under it) and the list: loading, a failed load with 'Повторить', or the positions. */
  function Positions({ order }: { order: A }) {
    // The list comes in a render of its own, which React cuts into slices of a few milliseconds:
    // the grid arrives through the machine's selector, which React renders at once, and the
    // positions' arrival mounted the whole grid in one task (300 ms at a phone's speed).
    const grid = useDeferredValue(useSelector(order, selectGrid));
    const failure = useSelector(order, view.list.selectFailure);
    // On a phone the list stands under the filters and the order, below the first screen: it is
    // drawn once it comes into view, the page is scrolled, or a key or the pointer is pressed, not
    // in the tasks that make the screen usable (its mount is most of an order screen's blocking
    // time on a phone). On a computer's screen it is in view and drawn at once. Watched from the
    // positions' arrival: what stands above it (the filters, the order) has its height then.
    const [listPlace, listNear] = useNearView<HTMLDivElement>({ inView: true });
    // The error modal of §2 opens on each new failure; the inline alert keeps 'Повторить'.
    useErrorModalOn(failure);
    const retry = () => tell(order, view.list.retry ?? { type: 'positions.retry' });
    const onEdit = useCallback((index: number, text: string) => grid?.send({ type: 'quantity.edit', index, text }), [grid]);
    const columns = useMemo(() => view.list.columns(onEdit), [onEdit]);
    return (
      <>
        <div className="positions__order">
          {view.Summary ? <view.Summary order={order} grid={grid} /> : <OrderCost grid={grid} />}
          <Actions order={order} />
        </div>
        <OrderResultPanel />
        {/* The note comes with the list, in its place: drawn before it, it would push the waiting line down. */}
        <div ref={grid ? listPlace : undefined} className="positions__list">
          {view.Note && !failure && grid && listNear && <view.Note order={order} />}
          {failure ? (
            <RetryAlert what={view.list.failure} message={failure.message} onRetry={retry} />
          ) : grid && listNear ? (
            <PositionsList
              grid={grid}
              settingsName={view.list.settingsName}
              label={view.list.label}
              columns={columns}
              rowClassName={view.list.rowClassName}
              onRetry={retry}
              rowHeight={view.list.rowHeight}
            />
          ) : view.list.Waiting ? (
            <view.list.Waiting order={order} />
          ) : (
            <p className="positions__loading" role="status">
              Загрузка...
            </p>
          )}
        </div>
      </>
    );
  }

  function Actions({ order }: { order: A }) {
    return (
      <OrderActionBar
        actions={view.useActions(order)}
        labels={orderActionLabels}
        action={useSelector(order, selectAction)}
        isDownload={isDownloadAction}
        canExecute={useSelector(order, selectCanExecute)}
        executing={useSelector(order, selectExecuting)}
        placeholder={view.placeholder}
        block="positions"
        onChoose={(chosen) => tell(order, { type: 'order.choose', action: chosen })}
        onExecute={() => tell(order, { type: 'order.execute' })}
      />
    );
  }

  return function PositionsOrderTab(_props: TabScreenProps) {
    const pharmacy = useAuthSelector(selectPharmacy);
    const worker = usePositionsWorker();
    if (!pharmacy) return null;
    return <PositionsOrder pharmacy={pharmacy} worker={worker} />;
  };
}
