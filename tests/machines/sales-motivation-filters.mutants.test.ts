import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CurrentInitiatives } from '../../src/api/contract/reports-rt-overview';
import { ApiError } from '../../src/api/shared/http';
import {
  contractsOperation,
  effectiveInitiativeIds,
  motivationFiltersMachine,
  motivationInitiativesOperation,
  motivationInitiativeTypes,
  noMotivationFilters,
  productRequestOf,
  promotersOperation,
} from '../../src/machines/payroll/sales-motivation-filters.machine';

// The plan editor's filters (spec purchasing-and-pay §2.7, §4): what each list is asked, what the
// choice stands for, and what the product picker is asked with.

const running: CurrentInitiatives = [
  { id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' },
  { id: 2, name: 'Мотивация Б', type: 'PHARMACIST_MOTIVATION' },
  { id: 3, name: 'Закупка В', type: 'PROCUREMENT' },
];

interface Call<P> {
  params: P;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

function startFilters() {
  const initiativeCalls: Call<null>[] = [];
  const contractCalls: Call<{ pharmacyId: number }>[] = [];
  const promoterCalls: Call<{ initiativeIds: number[] }>[] = [];
  const recorded = <P, O>(calls: Call<P>[]) =>
    fromPromise<O, { params: P }>(
      ({ input }) =>
        new Promise<O>((resolve, reject) => calls.push({ params: input.params, resolve: resolve as (value: unknown) => void, reject })),
    );
  const machine = motivationFiltersMachine.provide({
    actors: {
      initiatives: motivationInitiativesOperation.provide({ actors: { operation: recorded<null, CurrentInitiatives>(initiativeCalls) } }),
      contracts: contractsOperation.provide({
        actors: { operation: recorded<{ pharmacyId: number }, Array<{ id: number; name: string }>>(contractCalls) },
      }),
      promoters: promotersOperation.provide({ actors: { operation: recorded<{ initiativeIds: number[] }, string[]>(promoterCalls) } }),
    },
  });
  const actor = createActor(machine, { input: { pharmacyId: 7 } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  const promoters = () => {
    const child = actor.getSnapshot().children.promoters!.getSnapshot();
    return { state: child.value, data: child.context.data };
  };
  return { actor, initiativeCalls, contractCalls, promoterCalls, settle, context, promoters };
}

describe('filters: what the lists are asked', () => {
  it("asks the running initiatives and the pharmacy's contracts at once; nothing is chosen yet", () => {
    const sut = startFilters();
    expect(sut.initiativeCalls.map((call) => call.params)).toEqual([null]);
    expect(sut.contractCalls.map((call) => call.params)).toEqual([{ pharmacyId: 7 }]);
    expect(sut.promoterCalls).toEqual([]);
    expect(sut.context()).toEqual({
      pharmacyId: 7,
      initiatives: [],
      filters: { type: null, initiativeIds: [], promoters: [], contractIds: [] },
    });
  });

  it("the initiatives become the context's; a later failed ask keeps the ones known", async () => {
    const sut = startFilters();
    sut.initiativeCalls[0].resolve(running);
    await sut.settle();
    expect(sut.context().initiatives).toEqual(running);
    sut.actor.send({ type: 'initiatives.retry' });
    sut.initiativeCalls[1].reject(new ApiError(503, 'Сервис недоступен'));
    await sut.settle();
    expect(sut.initiativeCalls).toHaveLength(2);
    expect(sut.context().initiatives).toEqual(running);
  });

  it('Повторить of the contracts asks them again for the same pharmacy', async () => {
    const sut = startFilters();
    sut.contractCalls[0].reject(new ApiError(503, 'Сервис недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'contracts.retry' });
    expect(sut.contractCalls.map((call) => call.params)).toEqual([{ pharmacyId: 7 }, { pharmacyId: 7 }]);
  });

  it('promoters are asked for the initiatives the choice stands for; with none, their list is emptied', async () => {
    const sut = startFilters();
    sut.initiativeCalls[0].resolve(running);
    await sut.settle();
    sut.actor.send({ type: 'filter.type', initiativeType: 'PHARMACIST_MOTIVATION' });
    expect(sut.promoterCalls.map((call) => call.params)).toEqual([{ initiativeIds: [1, 2] }]);
    sut.promoterCalls[0].resolve(['Промоутер А']);
    await sut.settle();
    expect(sut.promoters()).toEqual({ state: 'success', data: ['Промоутер А'] });
    sut.actor.send({ type: 'promoters.retry' });
    expect(sut.promoterCalls.map((call) => call.params)).toEqual([{ initiativeIds: [1, 2] }, { initiativeIds: [1, 2] }]);
    sut.actor.send({ type: 'filter.type', initiativeType: null });
    expect(sut.promoters()).toEqual({ state: 'idle', data: null });
    expect(sut.promoterCalls).toHaveLength(2);
  });
});

describe('filters: the choices', () => {
  it('promoters and contracts are taken as chosen; neither clears the other', async () => {
    const sut = startFilters();
    sut.actor.send({ type: 'filter.initiatives', initiativeIds: [3] });
    sut.actor.send({ type: 'filter.promoters', promoters: ['Промоутер А', 'Промоутер Б'] });
    sut.actor.send({ type: 'filter.contracts', contractIds: [11, 12] });
    expect(sut.context().filters).toEqual({
      type: null,
      initiativeIds: [3],
      promoters: ['Промоутер А', 'Промоутер Б'],
      contractIds: [11, 12],
    });
    sut.actor.send({ type: 'filter.contracts', contractIds: [] });
    expect(sut.context().filters).toEqual({ type: null, initiativeIds: [3], promoters: ['Промоутер А', 'Промоутер Б'], contractIds: [] });
  });

  it('the chosen initiatives stand for themselves; else every running one of the type; else none', () => {
    expect(
      effectiveInitiativeIds({
        initiatives: running,
        filters: { ...noMotivationFilters, type: 'PHARMACIST_MOTIVATION', initiativeIds: [2] },
      }),
    ).toEqual([2]);
    expect(effectiveInitiativeIds({ initiatives: running, filters: { ...noMotivationFilters, type: 'PHARMACIST_MOTIVATION' } })).toEqual([
      1, 2,
    ]);
    expect(effectiveInitiativeIds({ initiatives: running, filters: { ...noMotivationFilters, type: 'SHOWCASE' } })).toEqual([]);
    expect(effectiveInitiativeIds({ initiatives: running, filters: noMotivationFilters })).toEqual([]);
  });

  it('the picker is asked with the chosen contracts, the initiatives the choice stands for, and the promoters', () => {
    const filters = { type: 'PROCUREMENT', initiativeIds: [], promoters: ['Промоутер А'], contractIds: [11] };
    expect(productRequestOf({ initiatives: running, filters })).toEqual({
      contractIds: [11],
      initiativeIds: [3],
      promoterIds: ['Промоутер А'],
    });
    expect(productRequestOf({ initiatives: running, filters: noMotivationFilters })).toEqual({
      contractIds: [],
      initiativeIds: [],
      promoterIds: [],
    });
  });

  it('every known initiative type that names products may carry a motivation; the hidden PULSAR_BONUS never', () => {
    expect(motivationInitiativeTypes).not.toContain('PULSAR_BONUS');
    expect(motivationInitiativeTypes).toEqual(
      expect.arrayContaining(['PHARMACIST_MOTIVATION', 'PROCUREMENT', 'IMPULSE_ACTION_SINGLETON', 'PRIVATE_LABEL', 'SALES_PLAN']),
    );
    // Their reports count matrix levels, a month's completion, a sum, a display: no product to plan.
    for (const type of ['PREVENT_STOCKOUT', 'PHARMACY_MOTIVATION', 'SALES_PLAN_MONETARY', 'SHOWCASE'])
      expect(motivationInitiativeTypes).not.toContain(type);
    expect(motivationInitiativeTypes).toHaveLength(28 - 5);
  });

  it("the live source's USTM_SALE initiatives are PRIVATE_LABEL ones: one type, chosen together", async () => {
    const sut = startFilters();
    sut.initiativeCalls[0].resolve([
      { id: 5, name: 'СТМ «Фармаклуб»: уход за кожей', type: 'PRIVATE_LABEL' },
      { id: 6, name: 'Продажи СТМ «Фармаклуб»', type: 'USTM_SALE' },
    ]);
    await sut.settle();
    expect(sut.context().initiatives).toEqual([
      { id: 5, name: 'СТМ «Фармаклуб»: уход за кожей', type: 'PRIVATE_LABEL' },
      { id: 6, name: 'Продажи СТМ «Фармаклуб»', type: 'PRIVATE_LABEL' },
    ]);
    sut.actor.send({ type: 'filter.type', initiativeType: 'PRIVATE_LABEL' });
    expect(sut.promoterCalls.map((call) => call.params)).toEqual([{ initiativeIds: [5, 6] }]);
  });
});
