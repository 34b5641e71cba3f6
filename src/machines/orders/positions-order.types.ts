import type { AnyActorLogic, EventObject } from 'xstate';
import type { PortalConfig } from '../../api/contract/config';
import type { DraftEdit, OrderDraft, OrderDraftScreen } from '../../api/contract/order-drafts';
import type { PositionFilter } from '../../domain/orders/purchase/position';
import type { PositionsLoaded, PositionsSource, PositionsWorker } from '../../workers/orders/positions-types';
import type { Failure } from '../shared/api-error';
import type { LineBack } from '../session/line-return';
import type { OrderDraftNews } from './order-draft.machine';
import type { OrderSendMachineInput } from './order-send.setup';
import type { OrderSendInput, OrderSendNews, OrderSource } from './order-send.types';
import type { OrderAction } from './positions-order-actions';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

/**
 * The types of an order screen whose positions live in the positions worker (the order by type,
 * the RG order, the recommended order): what every such screen holds, and the configuration that
 * makes one of them.
 */

/** The part of the positions worker every such screen uses; tests hand it a fake. */
export type PositionsOrderPort = Pick<PositionsWorker, 'load' | 'setFilter' | 'window' | 'editQuantity' | 'typedEdits' | 'orderDraft'>;

export interface PositionsOrderInput<W extends PositionsOrderPort = PositionsOrderPort> {
  pharmacyId: number;
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  worker: W;
  /** The pharmacy's subdivision: its pharmacy ordering system is checked for the Пульс result modal. */
  subdivCode: string;
  /** The app's snackbars, for the order-send child's notices. */
  snackbar: OrderSendMachineInput['snackbar'];
}

/** What every such screen holds beside its own filters. */
export interface PositionsOrderShared<W extends PositionsOrderPort = PositionsOrderPort> extends PositionsOrderInput<W> {
  loaded: PositionsLoaded | null;
  action: OrderAction | null;
  /** The last failure of a load. */
  error: Failure | null;
  /** A restored draft's typed lines, until the list they belong to is in (the worker applies them). */
  pendingEdits: DraftEdit[] | null;
  /** What changed under a restored draft, or that another tab's draft replaced this one; empty: no notice. */
  draftNotice: string[];
}

/** The screen's context: the shared part, its filters and its own fields (`X`). */
export type PositionsOrderContext<W extends PositionsOrderPort, F, X> = PositionsOrderShared<W> & X & { filters: F };

/** What every order screen of the positions worker takes beside its filters and its action choice. */
export type OrderScreenEvent =
  | LineBack
  | { type: 'order.execute' }
  /** The grid took a typed quantity (positions-grid.ts tells its parent). */
  | { type: 'grid.edited' }
  /** «Очистить черновик», confirmed: the filters start over and the proposal loads again. */
  | { type: 'draft.discard' }
  | { type: 'draftNotice.dismiss' }
  | OrderDraftNews
  | OrderSendNews;

/** The events every such screen takes; the screen adds those of its filters. */
export type PositionsOrderSharedEvent =
  OrderScreenEvent | { type: 'positions.retry' } | { type: 'order.choose'; action: OrderAction | null };

/**
 * A remote operation the screen's filters read (child `id`): asked when the screen opens and on
 * `retry`; `again`, also whenever the filters it depends on change (a choice, a restored draft, a
 * discard); `keep`, what of its answer the screen keeps in its context.
 */
export interface FilterOptionsCall<C> {
  id: string;
  retry: string;
  params: (context: C) => unknown;
  again?: boolean;
  keep?: (context: C, data: unknown) => Partial<C>;
}

/** The part of an order screen whose load failed: what it opens with, its filters' options, or its list. */
export type FailedPart = 'opening' | 'options' | 'list';

/** What every order screen holds, whatever its filters. */
export type OrderScreenContext = PositionsOrderInput & {
  action: OrderAction | null;
  pendingEdits: DraftEdit[] | null;
  draftNotice: string[];
};

/**
 * One order screen as a configuration of the positions-order machine. Its filter events are named
 * by what they do:
 *   apply    the filter applies to the loaded positions in the worker at once (no new load); a
 *            choice that changes nothing does nothing
 *   reload   the positions load anew for the new choice
 *   cascade  as reload, and the options that depend on the filters are asked again
 *   tick     the choice is kept without effect until `commit`
 *   commit   the ticked choice takes effect: a new load when it differs from the loaded one
 */
export interface PositionsOrderScreen<I, C extends OrderScreenContext, E extends EventObject, A extends Record<string, AnyActorLogic>> {
  /** The machine's id. */
  id: string;
  /** Under which name its draft is kept. */
  draftScreen: OrderDraftScreen;
  /** The order-send child's type (and kind), and the order source over the worker. */
  order: (context: C) => Pick<OrderSendInput, 'type' | 'kind'> & { source: OrderSource };
  /** The action chosen when the screen opens (none given: 'Выберите действие с заказом'). */
  firstAction?: C['action'];
  /** The actions offered now (none given: every action the screen shows); another chosen cannot run. */
  offers?: (context: C) => readonly OrderAction[];
  /** The pharmacy, its worker and the app's snackbars, from the screen's input. */
  shared?: (input: I) => PositionsOrderInput;
  /** The screen's own fields (its filters among them), from its input. */
  fields: (input: I) => Omit<C, keyof OrderScreenContext>;
  /** The remote operations of its filters, by child id, and the screen's own actors. */
  actors: A;
  calls?: readonly FilterOptionsCall<C>[];
  /** Its filter events by what they do; a screen names only the kinds it has. */
  events: {
    apply?: readonly E['type'][];
    reload?: readonly E['type'][];
    cascade?: readonly E['type'][];
    tick?: readonly E['type'][];
    commit?: readonly E['type'][];
  };
  /** What a filter event changes (the same values: nothing). */
  choose: (context: C, event: E | PositionsOrderSharedEvent) => Partial<C>;
  /** A load starts: what the screen keeps of the choice it is for. */
  startLoad?: (context: C) => Partial<C>;
  /** The ticked choice differs from the loaded one (`commit` loads anew). */
  commitChanges?: (context: C) => boolean;
  /** The positions request of the current choice. */
  source: (context: C) => PositionsSource;
  /** The filter the worker applies to the loaded positions. */
  gridFilter: (context: C) => PositionFilter;
  /** What the screen keeps of positions loaded. */
  keepLoaded: (context: C, loaded: PositionsLoaded) => Partial<C>;
  /** Where a failed load is kept, and read back for the line's return. */
  keepFailure: (context: C, part: FailedPart, failure: Failure) => Partial<C>;
  failureOf: (context: C, part: FailedPart) => Failure | null;
  /** What the check of the pharmacy ordering systems said, if the screen keeps it (pharmacy-systems.ts). */
  keepSystems?: (context: C, check: PharmacySystemsCheck) => Partial<C>;
  /**
   * What the screen loads before any choice can be made (the order by type's initiative types):
   * its states (loading, failed) precede 'ready', where the filters, the list and the order run;
   * `retry` loads it again from the failure. A kept draft is only kept until then.
   */
  opening?: {
    id: string;
    loading: string;
    failed: string;
    retry: E['type'];
    input: (context: C) => unknown;
    keep: (context: C, output: never) => Partial<C>;
  };
  /** Regions of the screen's own beside the list and the order (the filters' options), with what they name. */
  regions?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  guards?: Record<string, unknown>;
  /**
   * The list loads once asked for (`show`), rather than whenever the filters say so; `drop` names
   * the events after which it belonged to an old request (with their guard), `wantList` what the
   * screen remembers of it being asked for. The screen's guards 'canShow' (it may load now) and
   * 'restoresList' (a restored draft's list loads by itself) decide. A kept draft then starts the
   * screen over (its own regions too), rather than reloading the list.
   */
  onRequest?: {
    region: string;
    failed: string;
    shown: string;
    show: E['type'];
    drop: Partial<Record<E['type'], string | null>>;
    wantList: (context: C) => Partial<C>;
  };
  /** After a request of the order is over the grid reads its rows again (the typed texts settled into numbers). */
  refreshAfterOrder?: boolean;
  draft: {
    /** The screen's part of its draft. */
    state: (context: C) => Record<string, unknown>;
    /** The choice when none is kept (after a discard, or an unreadable draft). */
    startOver: Partial<C>;
    /** A kept draft as the screen applies it; null when none or unreadable (given `restore`, not needed). */
    restored?: (draft: OrderDraft | null) => { choice: Partial<C>; edits: DraftEdit[] } | null;
    /** Whether a kept draft applies now (none given: when it restores something). */
    applies?: (context: C, draft: OrderDraft | null) => boolean;
    /** The screen's own way of applying a kept draft (none given: its choice and typed lines, the notice of what changed). */
    restore?: (context: C, draft: OrderDraft | null, replaced: boolean) => Partial<C>;
  };
}
