/*
 * The plan editor's filters (spec §2.7, §4): initiative type → initiatives → promoters in a
 * cascade, and the separate contract filter. They choose what the product picker offers
 * (find-product with the chosen contracts, initiatives and promoters).
 *
 * One state: the choices live in context; the options are the answers of three remote operations
 * (children 'initiatives', 'contracts', 'promoters'), each with its own loading, failure and retry.
 * Clearing (§4): a type change clears the initiatives and the promoters; an initiatives change
 * clears the promoters.
 */
import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { salesMotivationCalls, type FindMotivationProductRequest } from '../../api/contract/sales-motivation';
import { reportsRtCalls, type CurrentInitiatives } from '../../api/contract/reports-rt-overview';
import { http } from '../../api/shared/http';
import { initiativeTypes, isHiddenInitiativeType, normalizeInitiativeType } from '../../domain/shared/initiative-types';
import { remoteOperation } from '../shared/remote-operation.machine';

/**
 * Types whose initiatives name no products, so a cashier's plan has nothing to list: preventing
 * stock-outs is judged by matrix levels, a pharmacy's motivation by its month's completion, a sales
 * plan in roubles by a sum, a showcase by its display (docs/decisions/sales-motivation-plan.md).
 */
export const typesWithoutProducts: readonly string[] = ['PREVENT_STOCKOUT', 'PHARMACY_MOTIVATION', 'SALES_PLAN_MONETARY', 'SHOWCASE'];

/** The types whose running initiatives may carry a sales motivation: those that name products, PULSAR_BONUS (hidden everywhere) aside. */
export const motivationInitiativeTypes: string[] = initiativeTypes.filter(
  (type) => !isHiddenInitiativeType(type) && !typesWithoutProducts.includes(type),
);

/** The initiatives under the names the type filter knows: the live source's USTM_SALE is PRIVATE_LABEL (one type, listed once). */
const underKnownTypes = (initiatives: CurrentInitiatives): CurrentInitiatives =>
  initiatives.map((initiative) => ({ ...initiative, type: normalizeInitiativeType(initiative.type) }));

export const motivationInitiativesOperation = remoteOperation('motivationInitiatives', (_: null, signal) =>
  http().request(reportsRtCalls.findCurrentByTypes, { body: { types: motivationInitiativeTypes }, signal }),
);
export const contractsOperation = remoteOperation('motivationContracts', (params: { pharmacyId: number }, signal) =>
  http().request(salesMotivationCalls.currentContracts, { query: { pharmacyId: params.pharmacyId }, signal }),
);
export const promotersOperation = remoteOperation('motivationPromoters', (params: { initiativeIds: number[] }, signal) =>
  http().request(salesMotivationCalls.findMotivationPromoters, { body: { initiativeIds: params.initiativeIds }, signal }),
);

export interface MotivationFilters {
  type: string | null;
  initiativeIds: number[];
  promoters: string[];
  contractIds: number[];
}
export const noMotivationFilters: MotivationFilters = { type: null, initiativeIds: [], promoters: [], contractIds: [] };

export interface MotivationFiltersContext {
  pharmacyId: number;
  initiatives: CurrentInitiatives;
  filters: MotivationFilters;
}

export type MotivationFiltersEvent =
  | { type: 'filter.type'; initiativeType: string | null }
  | { type: 'filter.initiatives'; initiativeIds: number[] }
  | { type: 'filter.promoters'; promoters: string[] }
  | { type: 'filter.contracts'; contractIds: number[] }
  | { type: 'initiatives.retry' }
  | { type: 'contracts.retry' }
  | { type: 'promoters.retry' };

/** The initiatives the choice stands for: those chosen, else every one of the chosen type, else none. */
export function effectiveInitiativeIds({ initiatives, filters }: Pick<MotivationFiltersContext, 'initiatives' | 'filters'>): number[] {
  if (filters.initiativeIds.length) return filters.initiativeIds;
  if (filters.type === null) return [];
  return initiatives.filter((initiative) => initiative.type === filters.type).map((initiative) => initiative.id);
}

/** What the product picker asks find-product for. */
export const productRequestOf = (context: Pick<MotivationFiltersContext, 'initiatives' | 'filters'>): FindMotivationProductRequest => ({
  contractIds: context.filters.contractIds,
  initiativeIds: effectiveInitiativeIds(context),
  promoterIds: context.filters.promoters,
});

export const motivationFiltersMachine = setup({
  types: {} as {
    input: { pharmacyId: number };
    context: MotivationFiltersContext;
    events: MotivationFiltersEvent;
    children: { initiatives: 'initiatives'; contracts: 'contracts'; promoters: 'promoters' };
  },
  actors: { initiatives: motivationInitiativesOperation, contracts: contractsOperation, promoters: promotersOperation },
  actions: {
    requestInitiatives: enqueueActions(({ enqueue }) => enqueue.sendTo('initiatives', { type: 'request', params: null })),
    requestContracts: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo('contracts', { type: 'request', params: { pharmacyId: context.pharmacyId } }),
    ),
    // Promoters are those of the initiatives the choice stands for; with none, there is nothing to ask.
    requestPromoters: enqueueActions(({ context, enqueue }) => {
      const initiativeIds = effectiveInitiativeIds(context);
      enqueue.sendTo('promoters', initiativeIds.length ? { type: 'request', params: { initiativeIds } } : { type: 'reset' });
    }),
    followInitiatives: assign({
      initiatives: ({ context }, loaded: CurrentInitiatives | null) => (loaded ? underKnownTypes(loaded) : context.initiatives),
    }),
    chooseType: assign({
      filters: ({ context, event }) =>
        event.type === 'filter.type'
          ? { ...context.filters, type: event.initiativeType, initiativeIds: [], promoters: [] }
          : context.filters,
    }),
    chooseInitiatives: assign({
      filters: ({ context, event }) =>
        event.type === 'filter.initiatives' ? { ...context.filters, initiativeIds: event.initiativeIds, promoters: [] } : context.filters,
    }),
    choosePromoters: assign({
      filters: ({ context, event }) =>
        event.type === 'filter.promoters' ? { ...context.filters, promoters: event.promoters } : context.filters,
    }),
    chooseContracts: assign({
      filters: ({ context, event }) =>
        event.type === 'filter.contracts' ? { ...context.filters, contractIds: event.contractIds } : context.filters,
    }),
  },
}).createMachine({
  id: 'motivationFilters',
  context: ({ input }) => ({ pharmacyId: input.pharmacyId, initiatives: [], filters: noMotivationFilters }),
  invoke: [
    {
      id: 'initiatives',
      src: 'initiatives',
      onSnapshot: { actions: { type: 'followInitiatives', params: ({ event }) => event.snapshot.context.data } },
    },
    { id: 'contracts', src: 'contracts' },
    { id: 'promoters', src: 'promoters' },
  ],
  entry: ['requestInitiatives', 'requestContracts'],
  on: {
    'filter.type': { actions: ['chooseType', 'requestPromoters'] },
    'filter.initiatives': { actions: ['chooseInitiatives', 'requestPromoters'] },
    'filter.promoters': { actions: 'choosePromoters' },
    'filter.contracts': { actions: 'chooseContracts' },
    'initiatives.retry': { actions: 'requestInitiatives' },
    'contracts.retry': { actions: 'requestContracts' },
    'promoters.retry': { actions: 'requestPromoters' },
  },
});

export type MotivationFiltersActor = ActorRefFrom<typeof motivationFiltersMachine>;
export type MotivationFiltersSnapshot = SnapshotFrom<typeof motivationFiltersMachine>;
