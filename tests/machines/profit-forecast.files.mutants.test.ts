import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { profitForecastMachine } from '../../src/machines/forecast/profit-forecast.machine';
import { selectInitiativesTold } from '../../src/machines/forecast/profit-forecast.selectors';
import { forecastOrderSource } from '../../src/machines/forecast/profit-forecast.source';
import type { FileProgress } from '../../src/machines/orders/order-send.types';
import type { ForecastPort } from '../../src/machines/forecast/profit-forecast.types';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import type { ForecastFileProgress, ForecastOptions } from '../../src/workers/forecast/forecast-types';

/*
 * A forecast file built by the worker: its progress reaches the screen until the user cancels,
 * and the worker hears of the cancel in its next progress answer. And whether the forecast said
 * which initiatives it covers.
 */

describe('a forecast file built by the worker', () => {
  function building() {
    let answer: ForecastFileProgress = () => true;
    const worker = {
      orderDraft: () => new Promise(() => {}),
      buildFile: (_kind: string, progress: ForecastFileProgress) => ((answer = progress), new Promise(() => {})),
    } as unknown as Pick<ForecastPort, 'orderDraft' | 'buildFile'>;
    return { source: forecastOrderSource(worker), reach: (written: number) => answer({ written, total: 100 }) };
  }

  it('each step reached is shown and the worker goes on; after «Отменить» nothing is shown and the worker stops', () => {
    const { source, reach } = building();
    const shown: FileProgress[] = [];
    const cancel = new AbortController();
    void source.buildFile!(cancel.signal, 'forecast' as never, (progress) => void shown.push(progress));
    expect(reach(40)).toBe(true);
    cancel.abort();
    expect(reach(80)).toBe(false);
    expect(shown).toEqual([{ written: 40, total: 100 }]);
  });

  it('a file asked without a progress bar is built all the same', () => {
    const { source, reach } = building();
    void source.buildFile!(new AbortController().signal, 'forecast' as never, undefined as never);
    expect(reach(40)).toBe(true);
  });
});

describe('whether the forecast said which initiatives it covers', () => {
  it('before the forecast is in it is taken as said; then as the forecast tells', async () => {
    let finish: (options: ForecastOptions) => void = () => {};
    const worker = {
      load: () => new Promise((resolve) => (finish = resolve)),
      setView: () => new Promise(() => {}),
      window: () => new Promise(() => {}),
    } as unknown as ForecastPort;
    const machine = profitForecastMachine.provide({
      actors: {
        prediction: remoteOperation('prediction', async () => ({ bonuses: [] })) as never,
        bonuses: remoteOperation('bonuses', async () => []) as never,
        pharmacySystems: remoteOperation('pharmacySystems', async () => []) as never,
      },
    });
    const actor = createActor(machine, {
      input: {
        pharmacy: { id: 1, subdivCode: '' },
        config: { serviceAddress: '', endpointPrefix: '/api' },
        worker,
        preselected: null,
        snackbar: createActor(snackbarMachine),
      },
    }).start();
    expect(selectInitiativesTold(actor.getSnapshot())).toBe(true);
    finish({ length: 1, initiatives: [], initiativesTold: false, supplierGroups: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectInitiativesTold(actor.getSnapshot())).toBe(false);
  });
});
