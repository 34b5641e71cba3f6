import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import type { PositionFilter, PositionTotals } from '../../src/domain/orders/purchase/position';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { rgOrderMachine } from '../../src/machines/orders/rg-order.config';
import { selectLoadFailure, selectLoading } from '../../src/machines/orders/rg-order.selectors';
import { chosenFilters, noRgFilters, type RgOrderInput } from '../../src/machines/orders/rg-order.types';
import type { PositionsLoaded, PositionsLoadRequest, PositionsView, PositionsWindow } from '../../src/workers/orders/positions-types';

/**
 * The RG order (§2.4) over a fake worker: the promoters it asks for the pharmacy, and when closing
 * the promoter menu loads the positions again (only when the promoters chosen differ from those loaded).
 */
const loaded: PositionsLoaded = { count: 0, answeredPrice: null };

function startRg({ failFirstLoad = false } = {}) {
  const loads: Array<Omit<PositionsLoadRequest, 'token'>> = [];
  const promoterCalls: unknown[] = [];
  const input: RgOrderInput = {
    pharmacyId: 17,
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: async (request) => {
        loads.push(request);
        if (failFirstLoad && loads.length === 1) throw new Error('Сервис РТ недоступен');
        return loaded;
      },
      setFilter: () => new Promise<PositionsView>(() => {}),
      editQuantity: () => new Promise<PositionTotals>(() => {}),
      window: () => new Promise<PositionsWindow>(() => {}),
      typedEdits: async () => [],
      orderDraft: () => new Promise(() => {}),
      wholeListFile: () => new Promise(() => {}),
    },
    subdivCode: '',
    snackbar: createActor(snackbarMachine),
  };
  const machine = rgOrderMachine.provide({
    actors: {
      promoterOptions: remoteOperation(
        'rgPromoters',
        async (params: unknown) => (promoterCalls.push(params), ['Промоутер А', 'Промоутер Б']),
      ) as never,
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const requested = () => loads.map((request) => (request.source as { request: { promoters: string[] } }).request.promoters);
  const choose = async (promoters: string[]) => {
    actor.send({ type: 'filter.promoters', promoters });
    actor.send({ type: 'promoters.close' });
    await settle();
  };
  return { actor, loads, promoterCalls, settle, requested, choose };
}

describe('RG order: promoters', () => {
  it('asks the promoters of the pharmacy, and again on a retry', async () => {
    const sut = startRg();
    await sut.settle();
    sut.actor.send({ type: 'promoters.retry' });
    await sut.settle();
    expect(sut.promoterCalls).toEqual([{ pharmacyId: 17 }, { pharmacyId: 17 }]);
  });

  it('loads first with no promoter, then again only when the promoters chosen change', async () => {
    const sut = startRg();
    await sut.settle();
    expect(sut.requested()).toEqual([[]]);
    // Closed with nothing chosen: the same request.
    sut.actor.send({ type: 'promoters.close' });
    await sut.settle();
    expect(sut.requested()).toEqual([[]]);
    await sut.choose(['Промоутер А']);
    expect(sut.requested()).toEqual([[], ['Промоутер А']]);
    // The same one again: nothing new.
    await sut.choose(['Промоутер А']);
    expect(sut.requested()).toHaveLength(2);
    // As many, but another one.
    await sut.choose(['Промоутер Б']);
    expect(sut.requested()).toEqual([[], ['Промоутер А'], ['Промоутер Б']]);
    // Fewer: every promoter again.
    await sut.choose([]);
    expect(sut.requested()).toEqual([[], ['Промоутер А'], ['Промоутер Б'], []]);
  });

  it('the list shown filters by the promoters loaded', async () => {
    const sut = startRg();
    await sut.settle();
    await sut.choose(['Промоутер Б']);
    const grid = sut.actor.getSnapshot().children.grid;
    expect((grid?.getSnapshot().context as { filter: PositionFilter }).filter.promoters).toEqual(['Промоутер Б']);
  });
});

describe('RG order: the load', () => {
  it('loading, then failed with the error, then shown after a retry with no error left', async () => {
    const sut = startRg({ failFirstLoad: true });
    expect(selectLoading(sut.actor.getSnapshot())).toBe(true);
    expect(selectLoadFailure(sut.actor.getSnapshot())).toBeNull();
    await sut.settle();
    expect(selectLoading(sut.actor.getSnapshot())).toBe(false);
    expect(selectLoadFailure(sut.actor.getSnapshot())).toEqual({ status: 0, message: 'Сервис РТ недоступен' });
    sut.actor.send({ type: 'positions.retry' });
    expect(selectLoading(sut.actor.getSnapshot())).toBe(true);
    await sut.settle();
    expect(selectLoading(sut.actor.getSnapshot())).toBe(false);
    expect(selectLoadFailure(sut.actor.getSnapshot())).toBeNull();
  });
});

describe('RG order: the price filters', () => {
  it('a price typed against the rule, or the same price, changes nothing (the same filters)', () => {
    const filters = { ...noRgFilters, priceFrom: '10', priceTo: '50' };
    expect(chosenFilters(filters, { type: 'filter.priceTo', text: 'пятьдесят' })).toBe(filters);
    expect(chosenFilters(filters, { type: 'filter.priceTo', text: '50' })).toBe(filters);
    expect(chosenFilters(filters, { type: 'filter.priceFrom', text: '10' })).toBe(filters);
    expect(chosenFilters(filters, { type: 'filter.priceTo', text: '75' })).toEqual({ ...filters, priceTo: '75' });
  });

  it('an event that is not a filter changes nothing', () => {
    expect(chosenFilters(noRgFilters, { type: 'positions.retry' })).toBe(noRgFilters);
  });
});
