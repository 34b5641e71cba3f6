import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, waitFor, type AnyActorLogic } from 'xstate';
import type { DraftEdit, OrderDraft } from '../../src/api/contract/order-drafts';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import type { ForecastTotals } from '../../src/domain/forecast/totals';
import { bonusesOperation, pharmacySystemsOperation, predictionOperation } from '../../src/machines/forecast/profit-forecast.actors';
import { profitForecastMachine } from '../../src/machines/forecast/profit-forecast.machine';
import { selectViewRevision } from '../../src/machines/forecast/profit-forecast.selectors';
import type { ForecastPort, PreselectedInitiative, ProfitForecastInput } from '../../src/machines/forecast/profit-forecast.types';
import { draftReplacedText, draftRestoredText } from '../../src/machines/orders/order-draft.parent';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import type { ForecastOptions, ForecastRestored, ForecastViewParams, ForecastViewResult } from '../../src/workers/forecast/forecast-types';
import { fakeGateway, json } from './support/fake-server';
import { heldOffline } from './support/offline-connection';

/*
 * The profit forecast and its kept draft as the pharmacist meets it: another tab's newer draft or
 * its «Очистить черновик», a draft kept while the screen came from the overview, the notice of
 * what changed; and the three calls of the screen and its load retried when the line is back.
 */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const options: ForecastOptions = { length: 3, initiatives: [{ id: 7, name: 'Матрица 7' }], initiativesTold: true, supplierGroups: ['Г1'] };
const totals = (packs: number) => ({ positions: 1, packs, orderSum: packs * 10, profit: 0 }) as ForecastTotals;
const view = (): ForecastViewResult => ({ revision: 1, matching: 3, totals: totals(0), order: new Uint32Array(3) }) as ForecastViewResult;
const typed: DraftEdit[] = [{ key: '11:501', text: '7', name: 'Нурофен', price: 120, balance: 4 }];
const proposal = { initiativeId: null, supplierGroups: [], size: null, priceWeight: 1, calculationType: 'byInitiative' };
const kept = { initiativeId: 9, supplierGroups: ['Г1'], size: 40, priceWeight: 0.7, calculationType: 'twoWeeks' };
const draftOf = (params: object, edits: DraftEdit[] = typed): OrderDraft => ({ state: { params }, edits }) as OrderDraft;
const goneLine = 'Позиции больше нет: Вольтарен (было введено 5)';

let uninstall = () => {};
afterEach(() => uninstall());

/** The forecast over a worker that answers at once (loads fail while `failLoads` is set); the draft machine records what it is told. */
function startForecast({ preselected = null as PreselectedInitiative | null, failLoads = 0 } = {}) {
  const views: ForecastViewParams[] = [];
  const restores: DraftEdit[][] = [];
  const finishRestore: Array<(value: ForecastRestored) => void> = [];
  const toldDraft: string[] = [];
  let loads = 0;
  const worker = {
    load: async () => {
      loads += 1;
      if (loads <= failLoads) throw new ApiError(0, noNetworkText, true, { line: 'network' });
      return options;
    },
    setView: async (params: ForecastViewParams) => (views.push(params), view()),
    window: () => new Promise<never>(() => {}),
    editQuantity: () => new Promise<never>(() => {}),
    typedEdits: async () => [],
    restoreEdits: (edits: DraftEdit[]) => (restores.push(edits), new Promise((resolve) => finishRestore.push(resolve as never))),
  } as unknown as ForecastPort;
  const draft = setup({ types: {} as { events: { type: string } } }).createMachine({
    on: { '*': { actions: ({ event }) => toldDraft.push(event.type) } },
  });
  const machine = profitForecastMachine.provide({
    actors: {
      prediction: remoteOperation('prediction', async () => ({ bonuses: [] })) as never,
      bonuses: remoteOperation('bonuses', async () => []) as never,
      pharmacySystems: remoteOperation('pharmacySystems', async () => []) as never,
      draft: draft as AnyActorLogic as never,
    },
  });
  const input: ProfitForecastInput = {
    pharmacy: { id: 42, subdivCode: '' },
    config: { serviceAddress: '', endpointPrefix: '/api' },
    worker,
    preselected,
    snackbar: createActor(snackbarMachine),
  };
  const actor = createActor(machine, { input }).start();
  const notice = () => actor.getSnapshot().context.draftNotice;
  return { actor, views, restores, finishRestore, toldDraft, notice, loads: () => loads };
}

describe('the forecast and another tab’s draft', () => {
  it('a newer draft from another tab is applied with its typed rows, under «Черновик изменён в другом окне»; what changed under it is added', async () => {
    const sut = startForecast();
    await settle();
    expect(sut.views).toEqual([proposal]);
    sut.actor.send({ type: 'draft.replaced', draft: draftOf(kept) } as never);
    await settle();
    expect(sut.views.at(-1)).toEqual(kept);
    expect(sut.restores).toEqual([typed]);
    expect(sut.notice()).toEqual([draftReplacedText]);
    sut.finishRestore[0]({ revision: 2, totals: totals(7), changes: [{ kind: 'gone', name: 'Вольтарен', text: '5' }] });
    await settle();
    expect(sut.actor.getSnapshot().context.view?.totals).toEqual(totals(7));
    expect(sut.notice()).toEqual([draftReplacedText, draftRestoredText, goneLine]);
  });

  it('another tab cleared the draft: the proposal comes back with no typed rows, under the same notice', async () => {
    const sut = startForecast();
    await settle();
    sut.actor.send({ type: 'draft.replaced', draft: draftOf(kept) } as never);
    await settle();
    sut.finishRestore[0]({ revision: 2, totals: totals(7), changes: [] });
    await settle();
    sut.actor.send({ type: 'draft.replaced', draft: null } as never);
    await settle();
    expect(sut.views.at(-1)).toEqual(proposal);
    expect(sut.restores.at(-1)).toEqual([]);
    expect(sut.notice()).toEqual([draftReplacedText]);
  });

  it('opened from the overview for an initiative: a kept draft brings its other choices, the initiative asked for stays', async () => {
    const sut = startForecast({ preselected: { initiativeId: 7, initiativeName: 'Матрица 7' } });
    await settle();
    sut.actor.send({ type: 'draft.loaded', draft: draftOf(kept) } as never);
    await settle();
    expect(sut.views.at(-1)).toEqual({ ...kept, initiativeId: 7 });
  });

  it('a kept draft arriving once the forecast is shown is applied; an empty one changes nothing', async () => {
    const sut = startForecast();
    await settle();
    sut.actor.send({ type: 'draft.loaded', draft: null } as never);
    sut.actor.send({ type: 'draft.loaded', draft: { state: { params: 'нечитаемо' }, edits: [] } } as never);
    await settle();
    expect(sut.views).toEqual([proposal]);
    expect(sut.actor.getSnapshot().matches({ ready: { view: 'shown' } })).toBe(true);
    sut.actor.send({ type: 'draft.loaded', draft: draftOf(kept) } as never);
    await settle();
    expect(sut.views).toEqual([proposal, kept]);
  });

  it('«Очистить черновик»: the proposal again, and the kept draft is cleared', async () => {
    const sut = startForecast();
    await settle();
    sut.actor.send({ type: 'draft.loaded', draft: draftOf(kept) } as never);
    await settle();
    sut.actor.send({ type: 'draft.discard' });
    await settle();
    expect(sut.views.at(-1)).toEqual(proposal);
    expect(sut.toldDraft).toContain('draft.clear');
  });

  it('the typed rows put back (none after «Очистить черновик») are a new view: the grid shows rows read after them, not before', async () => {
    const sut = startForecast();
    await settle();
    sut.actor.send({ type: 'draft.discard' });
    await settle();
    expect(sut.restores).toEqual([[]]);
    // The worker proposed the quantities again: rows read under revision 1 show the old ones.
    sut.finishRestore[0]({ revision: 2, totals: totals(0), changes: [] });
    await settle();
    expect(selectViewRevision(sut.actor.getSnapshot())).toBe(2);
    expect(sut.actor.getSnapshot().context.windowAsked?.revision).toBe(2);
  });
});

describe('the forecast’s load and the line', () => {
  it('a load failed for want of the line loads again by itself once the browser is back online', async () => {
    const held = heldOffline();
    uninstall = held.uninstall;
    const { connection } = held;
    const sut = startForecast({ failLoads: 1 });
    await settle();
    expect(sut.actor.getSnapshot().matches('loadFailed')).toBe(true);
    connection.send({ type: 'browser.online' });
    await settle();
    expect(sut.loads()).toBe(2);
    expect(sut.actor.getSnapshot().matches({ ready: { view: 'shown' } })).toBe(true);
  });
});

describe('the forecast’s calls to the gateway', () => {
  it('asks the prediction and the bonuses of the pharmacy, and the ordering systems of its subdivision', async () => {
    const gateway = fakeGateway((request) =>
      json(request.url.includes('check') ? [{ code: 'ПС', name: 'Система' }] : request.url.includes('bonuses') ? [] : { bonuses: [] }),
    );
    const prediction = createActor(predictionOperation).start();
    const bonuses = createActor(bonusesOperation).start();
    const systems = createActor(pharmacySystemsOperation).start();
    prediction.send({ type: 'request', params: { pharmacyId: 42 } });
    bonuses.send({ type: 'request', params: { pharmacyId: 42 } });
    systems.send({ type: 'request', params: { subdivCode: 'A-001' } });
    await Promise.all(
      [prediction, bonuses, systems].map((actor) => waitFor(actor as never, (s: { matches(v: string): boolean }) => s.matches('success'))),
    );
    expect(gateway.asked()).toEqual([
      'GET /api/reports-rt/rest/profit-forecast-prediction?pharmacyId=42',
      'GET /api/reports-rt/rest/profit-forecast-bonuses?pharmacyId=42',
      expect.stringMatching(/^GET \/api\/.*\/v1\/pharmsm\/check\?subdivCode=A-001$/),
    ]);
    expect(gateway.signals).toEqual([true, true, true]);
    expect(systems.getSnapshot().context.data).toEqual([{ code: 'ПС', name: 'Система' }]);
  });

  it('a back end without the ordering systems’ check offers none; another refusal is the error shown', async () => {
    fakeGateway(() => new Response(null, { status: 404 }));
    const absent = createActor(pharmacySystemsOperation).start();
    absent.send({ type: 'request', params: { subdivCode: 'A-001' } });
    await waitFor(absent, (s) => !s.matches('fetching'));
    expect(absent.getSnapshot().context.data).toEqual([]);

    fakeGateway(() => json({ message: 'Подразделение не найдено' }, 400));
    const refused = createActor(pharmacySystemsOperation).start();
    refused.send({ type: 'request', params: { subdivCode: 'A-001' } });
    await waitFor(refused, (s) => !s.matches('fetching'));
    expect(refused.getSnapshot().matches('failure')).toBe(true);
    expect(refused.getSnapshot().context.error).toMatchObject({ status: 400, message: 'Подразделение не найдено' });
  });
});

describe('what the forecast hands its draft and its order sending', () => {
  it('the draft is kept under the forecast’s screen and pharmacy, with the rows typed in the worker; orders go as «МТХ» of the pharmacy', async () => {
    const inputs: Record<string, Record<string, unknown>> = {};
    const heard = (name: string) => fromCallback(({ input }: { input: Record<string, unknown> }) => void (inputs[name] = input));
    const typedInWorker: DraftEdit[] = [{ key: '3:77', text: '2', name: 'Аспирин', price: 50, balance: 1 }];
    const snackbar = createActor(snackbarMachine);
    const machine = profitForecastMachine.provide({
      actors: {
        prediction: remoteOperation('prediction', async () => ({ bonuses: [] })) as never,
        bonuses: remoteOperation('bonuses', async () => []) as never,
        pharmacySystems: remoteOperation('pharmacySystems', async () => []) as never,
        draft: heard('draft') as never,
        orderSend: heard('orderSend') as never,
      },
    });
    const worker = { load: () => new Promise(() => {}), typedEdits: async () => typedInWorker } as unknown as ForecastPort;
    createActor(machine, {
      input: {
        pharmacy: { id: 42, subdivCode: '' },
        config: { serviceAddress: '', endpointPrefix: '/api' },
        worker,
        preselected: null,
        snackbar,
      },
    }).start();
    expect(inputs.draft).toMatchObject({ screen: 'profit-forecast', pharmacyId: 42 });
    expect(await (inputs.draft.readEdits as () => Promise<DraftEdit[]>)()).toEqual(typedInWorker);
    expect(inputs.orderSend).toMatchObject({ type: 'mtx', pharmacyId: 42 });
    expect(inputs.orderSend.snackbar).toBe(snackbar);
    expect(inputs.orderSend.source).toBeDefined();
  });
});
