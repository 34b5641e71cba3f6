import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { installHttp } from '../../src/api/shared/http';
import type { InitiativeOption } from '../../src/api/contract/purchase-order';
import type { PositionTotals } from '../../src/domain/orders/purchase/position';
import { composeInitiativesOperation, recommendedOrderMachine } from '../../src/machines/orders/recommended-order.config';
import * as select from '../../src/machines/orders/recommended-order.selectors';
import type { OrderDraft } from '../../src/machines/orders/order-send.types';
import type { RecommendedOrderInput } from '../../src/machines/orders/recommended-order.types';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import type { PositionsView, PositionsWindow } from '../../src/workers/orders/positions-types';
import { fakeGateway, json } from './support/fake-server';

/** The recommended order as configured: what it asks of the gateway and its worker, and the order it sends. */
const initiatives: InitiativeOption[] = [{ id: 1, name: 'Закупка 1', type: 'PROCUREMENT' }];
const draft: OrderDraft = { lines: [{ promotionalProductId: 101, orderAmount: 3 }], sum: 300 };

afterEach(() => installHttp(null as never));

function startRecommended({ initiativesAnswer = new Promise<InitiativeOption[]>(() => {}) } = {}) {
  const loads: unknown[] = [];
  const input: RecommendedOrderInput = {
    pharmacyId: 23,
    pulsWarehouseCode: 'W-1',
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker: {
      load: async (request) => (loads.push(request), { count: 1, answeredPrice: 300 }),
      setFilter: () => new Promise<PositionsView>(() => {}),
      editQuantity: () => new Promise<PositionTotals>(() => {}),
      window: () => new Promise<PositionsWindow>(() => {}),
      typedEdits: async () => [],
      orderDraft: async () => draft,
    },
    subdivCode: '',
    snackbar: createActor(snackbarMachine).start(),
  };
  const machine = recommendedOrderMachine.provide({
    actors: {
      initiatives: remoteOperation('composeInitiatives', () => initiativesAnswer) as never,
      promoterSupplier: remoteOperation('composePromoterSupplier', async () => ({ promoters: [], supplierGroups: [] })) as never,
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, settle };
}

describe('recommended order: its configuration as the gateway and the worker see it', () => {
  it('asks the gateway for the initiatives of its pharmacy', async () => {
    const line = fakeGateway(() => json(initiatives));
    const operation = createActor(composeInitiativesOperation).start();
    operation.send({ type: 'request', params: { pharmacyId: 23 } });
    await waitFor(operation, (snapshot) => snapshot.context.data !== null);
    expect(operation.getSnapshot().context.data).toEqual(initiatives);
    expect(line.asked()).toEqual([
      'GET /api/reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix?pharmacyId=23',
    ]);
  });

  it('offers no initiative before the gateway named any', () => {
    const sut = startRecommended();
    expect(select.selectInitiatives(sut.actor.getSnapshot())).toEqual([]);
  });

  it('asks its worker for the recommended products of the filters, with the pharmacy’s Пульс warehouse', async () => {
    const sut = startRecommended({ initiativesAnswer: Promise.resolve(initiatives) });
    await sut.settle();
    expect(sut.loads[0]).toMatchObject({
      source: {
        kind: 'recommended',
        request: { pulsWarehouseCode: 'W-1', initiativeIds: [], promoterIds: [], supplierGroups: [] },
      },
    });
  });

  it('sends its order to Пульс as a «pi» order of the recommended kind', async () => {
    // A back end without drafts: the screen's draft stays on this computer, out of the way.
    const line = fakeGateway((request) =>
      request.url.includes('/order-drafts/')
        ? new Response('Not Found', { status: 404 })
        : json(request.url.endsWith('/stock-check') ? { warehouseCode: 'W-1', rejected: [] } : { orderId: '900', rejected: [] }),
    );
    const toPuls = () => line.seen.filter((request) => request.url.includes('/puls/'));
    const sut = startRecommended({ initiativesAnswer: Promise.resolve(initiatives) });
    await sut.settle();
    sut.actor.send({ type: 'order.execute' });
    const orderSend = sut.actor.getSnapshot().children.orderSend as AnyActorRef;
    await waitFor(orderSend, () => toPuls().length === 1);
    await sut.settle();
    orderSend.send({ type: 'confirm.send' });
    await waitFor(orderSend, () => toPuls().length === 2);
    expect(toPuls().map((request) => [request.url, JSON.parse(request.body ?? 'null')])).toEqual([
      [
        '/api/pharmacy-cabinet-purchase-service/v1/puls/stock-check',
        { productsList: draft.lines, pharmacyId: 23, orderKind: 'recommended' },
      ],
      [
        '/api/pharmacy-cabinet-purchase-service/v1/puls/purchase',
        { productsList: draft.lines, pharmacyId: 23, orderType: 'pi', orderKind: 'recommended' },
      ],
    ]);
  });
});
