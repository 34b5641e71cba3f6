import type { InitiativeRef } from '../../domain/forecast/row';
import type { ProfitForecastSnapshot } from './profit-forecast.machine';
import { offersPharmacySystem } from '../../domain/orders/pharmacy-systems';

/**
 * What the profit forecast's components read, each a value that changes only when what it shows
 * changes. View flags are derived from the state, never kept beside it.
 */
type Snapshot = ProfitForecastSnapshot;

export const selectLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectSlowLoad = (snapshot: Snapshot) => snapshot.matches({ loading: 'slow' });
export const selectLoadedRows = (snapshot: Snapshot) => snapshot.context.loadedRows;
export const selectLoadFailure = (snapshot: Snapshot) => (snapshot.matches('loadFailed') ? snapshot.context.error : null);
export const selectReady = (snapshot: Snapshot) => snapshot.matches('ready');
/** The view failed (the worker could not apply it): the screen offers to load again. */
export const selectViewFailed = (snapshot: Snapshot) => snapshot.matches({ ready: { view: 'failed' } });
/** The last failure of the worker (load, view, edit, window) or of an action, for the error modal. */
export const selectFailure = (snapshot: Snapshot) => snapshot.context.error;

export const selectLength = (snapshot: Snapshot) => snapshot.context.options?.length ?? 0;
export const selectSupplierGroupOptions = (snapshot: Snapshot) => snapshot.context.options?.supplierGroups ?? noGroups;
const noGroups: string[] = [];

/** The forecast's initiatives, with an initiative chosen by link even if the forecast has none of its rows. */
export function initiativeOptions(
  initiatives: readonly InitiativeRef[],
  preselected: { initiativeId: number; initiativeName: string } | null,
): InitiativeRef[] {
  if (!preselected || initiatives.some((initiative) => initiative.id === preselected.initiativeId)) return [...initiatives];
  return [...initiatives, { id: preselected.initiativeId, name: preselected.initiativeName }];
}
export const selectInitiatives = (snapshot: Snapshot) => snapshot.context.options?.initiatives ?? null;
/**
 * Whether the forecast's rows tell their initiative (the spec's forecast row has no initiative
 * field): without it neither the initiative filter nor the initiative column is offered. Assumed
 * until the forecast is in.
 */
export const selectInitiativesTold = (snapshot: Snapshot) => snapshot.context.options?.initiativesTold ?? true;
export const selectPreselected = (snapshot: Snapshot) => snapshot.context.preselected;

export const selectInitiativeId = (snapshot: Snapshot) => snapshot.context.params.initiativeId;
export const selectSupplierGroups = (snapshot: Snapshot) => snapshot.context.params.supplierGroups;
export const selectSize = (snapshot: Snapshot) => snapshot.context.params.size;
export const selectPriceWeight = (snapshot: Snapshot) => snapshot.context.params.priceWeight;
export const selectCalculationType = (snapshot: Snapshot) => snapshot.context.params.calculationType;

/** The worker is applying a choice: the grid and the totals say they are being updated. */
export const selectApplying = (snapshot: Snapshot) => snapshot.matches({ ready: { view: 'applying' } });
export const selectTotals = (snapshot: Snapshot) => snapshot.context.view?.totals ?? null;
export const selectMatching = (snapshot: Snapshot) => snapshot.context.view?.matching ?? 0;
export const selectViewRevision = (snapshot: Snapshot) => snapshot.context.view?.revision ?? 0;
export const selectWindow = (snapshot: Snapshot) => snapshot.context.window;
export const selectWindowFetching = (snapshot: Snapshot) => snapshot.matches({ ready: { window: 'fetching' } });

export const selectAction = (snapshot: Snapshot) => snapshot.context.action;
/** Whether the pharmacy-system action is offered: the check found a system, or it failed (pharmacy-systems.ts). */
export const selectHasPharmacySystem = (snapshot: Snapshot) => offersPharmacySystem(snapshot.context.pharmacySystemsCheck);
export const selectExecuting = (snapshot: Snapshot) => snapshot.matches({ ready: { order: 'executing' } });
/** 'Выполнить' can run: the guard of order.execute says yes. */
export const selectCanExecute = (snapshot: Snapshot) => snapshot.can({ type: 'order.execute' });

export const selectPredictionActor = (snapshot: Snapshot) => snapshot.children.prediction!;
export const selectBonusesActor = (snapshot: Snapshot) => snapshot.children.bonuses!;
export const selectPharmacySystemsActor = (snapshot: Snapshot) => snapshot.children.pharmacySystems!;

/** The draft: its machine (the status line) and the notice of what changed under a restored one. */
export const selectDraftActor = (snapshot: ProfitForecastSnapshot) => snapshot.children.draft;
export const selectDraftNotice = (snapshot: ProfitForecastSnapshot) => snapshot.context.draftNotice;
