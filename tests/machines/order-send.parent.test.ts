import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorLogic } from 'xstate';
import type { PulsPurchaseResult, PulsStockCheck, SystemOrderResult } from '../../src/api/contract/orders';
import { ApiError } from '../../src/api/shared/http';
import { orderSendMachine } from '../../src/machines/orders/order-send.machine';
import { selectOrderSend } from '../../src/machines/orders/order-send.parent';
import { selectBusy, selectResultAction, selectResultActionShown } from '../../src/machines/orders/order-send.selectors';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { rgOrderMachine } from '../../src/machines/orders/rg-order.config';
import { selectCanExecute, selectExecuting } from '../../src/machines/orders/rg-order.selectors';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import type { OrderDraft } from '../../src/machines/orders/order-send.types';
import type { PositionsLoaded } from '../../src/workers/orders/positions-types';

/**
 * The order flow across an order screen's machine and its order-send child, both real: the RG
 * order's machine (the four screens share the wiring, order-send.parent.ts) over a fake worker,
 * and the order-send machine over fake calls that wait until the test answers.
 * Every expectation is written by hand from what the user does and sees.
 */

interface Call {
  input: unknown;
  signal: AbortSignal;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const draft: OrderDraft = {
  lines: [
    { promotionalProductId: 101, orderAmount: 3 },
    { promotionalProductId: 102, orderAmount: 1 },
  ],
  sum: 1234.5,
};
const aquaMaris = { promotionalProductId: 102, promotionalProductName: 'Аква Марис спрей 30 мл', barcodes: [] };
const allStocked: PulsStockCheck = { warehouseCode: 'MSK-01', rejected: [] };
const withRejected: PulsPurchaseResult = { orderId: '501', rejected: [{ product: aquaMaris, amount: 1, reason: 'Нет на складе Пульс' }] };
const accepted: SystemOrderResult = { orderId: '77', errorMessage: null };
const loaded: PositionsLoaded = {
  count: 2,
  answeredPrice: null,
  options: { otherInitiativeNames: [], otherInitiatives: [], supplierGroups: [], products: [] },
};

/** A grid that only exists; a draft machine that records what it is told. */
const quietGrid = setup({}).createMachine({});
const draftRecorder = (told: string[]) =>
  setup({ types: {} as { events: { type: string } } }).createMachine({
    on: { '*': { actions: ({ event }) => void told.push(event.type) } },
  });

function startRgOrder({ pharmacySystems = [{ code: 'ПС', name: 'Система' }] } = {}) {
  const calls: Record<string, Call[]> = { orderDraft: [], pulsStockCheck: [], sendToPuls: [], sendToPharmacySystem: [], sendToStu: [] };
  const waiting = (name: string) =>
    fromPromise<never, unknown>(
      ({ input, signal }) => new Promise((resolve, reject) => calls[name].push({ input, signal, resolve: resolve as never, reject })),
    );
  const orderSend = orderSendMachine.provide({
    actors: {
      orderDraft: waiting('orderDraft') as never,
      pulsStockCheck: waiting('pulsStockCheck') as never,
      sendToPuls: waiting('sendToPuls') as never,
      sendToPharmacySystem: waiting('sendToPharmacySystem') as never,
      sendToStu: waiting('sendToStu') as never,
    },
    actions: { saveFile: () => undefined },
  });
  const draftTold: string[] = [];
  const systemChecks: unknown[] = [];
  const machine = rgOrderMachine.provide({
    actors: {
      promoterOptions: remoteOperation('rgPromoters', async () => []) as never,
      pharmacySystems: remoteOperation('pharmacySystems', async (params: unknown) => (systemChecks.push(params), pharmacySystems)) as never,
      loadPositions: fromPromise(async () => loaded) as never,
      positionsGrid: quietGrid as never,
      draft: draftRecorder(draftTold) as AnyActorLogic as never,
      orderSend,
    },
  });
  const snackbar = createActor(snackbarMachine).start();
  const errors: unknown[] = [];
  const parent = createActor(machine, {
    input: { pharmacyId: 5, subdivCode: 'A-001', config: { serviceAddress: '', endpointPrefix: '/api' }, worker: {} as never, snackbar },
  });
  parent.subscribe({ error: (error) => errors.push(error) });
  parent.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const child = () => selectOrderSend(parent.getSnapshot());
  const answer = async (name: string, value: unknown) => (calls[name].at(-1)!.resolve(value), settle());
  const fail = async (name: string, error: unknown) => (calls[name].at(-1)!.reject(error), settle());
  const notices = () => snackbar.getSnapshot().context.queue.map((notice) => notice.title);
  /** The user picks an action and presses 'Выполнить'. */
  const execute = async (action: 'sendToPuls' | 'sendToStu') => {
    parent.send({ type: 'order.choose', action });
    parent.send({ type: 'order.execute' });
    await settle();
  };
  return { parent, child, calls, draftTold, systemChecks, errors, settle, answer, fail, notices, execute };
}

/** The list is in, the action can run. */
async function readyRgOrder(options?: Parameters<typeof startRgOrder>[0]) {
  const sut = startRgOrder(options);
  await sut.settle();
  await sut.settle();
  return sut;
}

describe('an order screen and its order-send child', () => {
  it('send to Пульс → confirm → result: the screen is free again and its draft done; the rejected line goes to the pharmacy system from the modal', async () => {
    const sut = await readyRgOrder();
    // The RG order checks its pharmacy's ordering system once, by the subdivision (it offers no such order itself).
    expect(sut.systemChecks).toEqual([{ subdivCode: 'A-001' }]);
    await sut.execute('sendToPuls');
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(true);
    await sut.answer('orderDraft', draft);
    // The confirmation asks the warehouse first; nothing is sent yet.
    expect(sut.child().getSnapshot().matches({ confirming: 'checkingStock' })).toBe(true);
    expect(sut.calls.pulsStockCheck[0].input).toEqual({ lines: draft.lines, pharmacyId: 5 });
    await sut.answer('pulsStockCheck', allStocked);
    expect(sut.calls.sendToPuls).toHaveLength(0);
    sut.child().send({ type: 'confirm.send' });
    await sut.settle();
    expect(sut.calls.sendToPuls[0].input).toMatchObject({ lines: draft.lines, pharmacyId: 5, type: 'rg' });
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(true);
    await sut.answer('sendToPuls', withRejected);

    // The result modal is open; the screen's action is over and the order reached Пульс: the draft is cleared once.
    expect(sut.child().getSnapshot().matches({ pulsResult: 'ready' })).toBe(true);
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(false);
    expect(sut.draftTold.filter((type) => type === 'draft.clear')).toHaveLength(1);
    // The modal keeps the screen's actions waiting.
    expect(selectBusy(sut.child().getSnapshot())).toBe(true);

    // The screen's check found one pharmacy ordering system: the modal offers it.
    expect(selectResultActionShown('result.sendRejectedToPharmacySystem')(sut.child().getSnapshot())).toBe(true);
    expect(selectResultAction('result.sendRejectedToPharmacySystem')(sut.child().getSnapshot())).toBe(true);
    sut.child().send({ type: 'result.sendRejectedToPharmacySystem' });
    expect(sut.child().getSnapshot().matches({ pulsResult: 'confirmingRejected' })).toBe(true);
    sut.child().send({ type: 'confirm.send' });
    await sut.settle();
    // Only the line Пульс rejected, for the RG order's path.
    expect(sut.calls.sendToPharmacySystem[0].input).toMatchObject({
      type: 'rg',
      request: { lines: [{ promotionalProductId: 102, orderAmount: 1 }], pharmacyId: 5 },
    });
    await sut.answer('sendToPharmacySystem', accepted);
    expect(sut.child().getSnapshot().context.rejectedPharmacySystemResult).toEqual(accepted);
    expect(sut.notices()).toContain('Заказ отправлен в систему заказов аптеки, номер заказа: 77');
    // The screen's machine is not asked again, nor its draft cleared twice.
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(false);
    expect(sut.draftTold.filter((type) => type === 'draft.clear')).toHaveLength(1);

    sut.child().send({ type: 'result.ok' });
    expect(selectBusy(sut.child().getSnapshot())).toBe(false);
    expect(selectCanExecute(sut.parent.getSnapshot())).toBe(true);
    expect(sut.errors).toEqual([]);
  });

  it("hides the pharmacy system in the result modal when the screen's check found none", async () => {
    const sut = await readyRgOrder({ pharmacySystems: [] });
    await sut.execute('sendToPuls');
    await sut.answer('orderDraft', draft);
    await sut.answer('pulsStockCheck', allStocked);
    sut.child().send({ type: 'confirm.send' });
    await sut.settle();
    await sut.answer('sendToPuls', withRejected);
    expect(selectResultActionShown('result.sendRejectedToPharmacySystem')(sut.child().getSnapshot())).toBe(false);
    sut.child().send({ type: 'result.sendRejectedToPharmacySystem' });
    expect(sut.child().getSnapshot().matches({ pulsResult: 'ready' })).toBe(true);
    // СТУ stays offered.
    expect(selectResultAction('result.downloadAndSendRejectedToStu')(sut.child().getSnapshot())).toBe(true);
  });

  it("'Отмена' in the confirmation sends nothing, frees 'Выполнить' and keeps the draft", async () => {
    const sut = await readyRgOrder();
    await sut.execute('sendToStu');
    await sut.answer('orderDraft', draft);
    expect(sut.child().getSnapshot().matches({ confirming: 'asking' })).toBe(true);
    expect(selectCanExecute(sut.parent.getSnapshot())).toBe(false);
    sut.child().send({ type: 'confirm.cancel' });
    await sut.settle();
    expect(sut.calls.sendToStu).toHaveLength(0);
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(false);
    expect(selectCanExecute(sut.parent.getSnapshot())).toBe(true);
    expect(sut.draftTold).not.toContain('draft.clear');
  });

  it('a failed send is told to the user, frees the screen and keeps the draft', async () => {
    const sut = await readyRgOrder();
    await sut.execute('sendToStu');
    await sut.answer('orderDraft', draft);
    sut.child().send({ type: 'confirm.send' });
    await sut.settle();
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(true);
    await sut.fail('sendToStu', new ApiError(502, 'СТУ не отвечает'));
    expect(sut.child().getSnapshot().value).toBe('idle');
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(false);
    expect(selectCanExecute(sut.parent.getSnapshot())).toBe(true);
    expect(sut.notices()).toContain('Ошибка при отправке заказа в СТУ');
    expect(sut.draftTold).not.toContain('draft.clear');
    expect(sut.errors).toEqual([]);
  });

  it('an order with nothing above 0 is not sent: the screen is free at once and says why', async () => {
    const sut = await readyRgOrder();
    await sut.execute('sendToPuls');
    await sut.answer('orderDraft', { lines: [], sum: 0 });
    expect(sut.calls.pulsStockCheck).toHaveLength(0);
    expect(selectExecuting(sut.parent.getSnapshot())).toBe(false);
    expect(sut.notices()).toContain('В заказе нет позиций с количеством больше нуля');
  });

  it('leaving the screen while the order is with Пульс: the call is aborted, no result arrives, nothing breaks', async () => {
    const sut = await readyRgOrder();
    await sut.execute('sendToPuls');
    await sut.answer('orderDraft', draft);
    await sut.answer('pulsStockCheck', allStocked);
    sut.child().send({ type: 'confirm.send' });
    await sut.settle();
    const child = sut.child();
    const call = sut.calls.sendToPuls[0];
    const noticesBefore = sut.notices();
    sut.parent.stop();
    expect(child.getSnapshot().status).toBe('stopped');
    expect(call.signal.aborted).toBe(true);
    // The answer that comes anyway changes nothing and tells no one.
    call.resolve(withRejected);
    await sut.settle();
    expect(child.getSnapshot().context.pulsResult).toBeNull();
    expect(sut.notices()).toEqual(noticesBefore);
    expect(sut.draftTold).not.toContain('draft.clear');
    expect(sut.errors).toEqual([]);
  });
});
