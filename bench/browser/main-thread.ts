/*
 * The baseline page: the forecast worker's own api (src/workers/forecast/forecast-api.ts), run on the
 * page's main thread instead of in a worker. The same code over the same gateway rows, so the
 * difference between this page and the portal is only where the work runs. Bundled by
 * bench/browser/bundle.ts and served on the gateway's origin (the token in localStorage and the
 * relative api addresses work as on the portal).
 */
import { storageKeys } from '../../src/api/shared/http';
import { createForecastApi } from '../../src/workers/forecast/forecast-api';
import type { ForecastFileKind, ForecastViewParams } from '../../src/workers/forecast/forecast-types';

// Everything on this one thread: the workbook's sheet is deflated here too, as in Node, instead
// of in the second thread the forecast worker starts for a large sheet (whose module address this
// classic-script bundle has no import.meta.url to resolve).
Reflect.deleteProperty(globalThis, 'Worker');

const api = createForecastApi({ fetch: (input, init) => fetch(input, init) });

/**
 * Runs the work in a task of the page's own (a timer): work run straight inside Playwright's
 * page.evaluate is a DevTools task, which the 'longtask' observer does not report.
 */
async function timed<T>(work: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

// Files cross from the worker as bytes or as a Blob; either way only the size matters here.
const sizeOf = (bytes: Blob | ArrayBufferView) => (bytes instanceof Blob ? bytes.size : bytes.byteLength);

const mainThread = {
  async load(pharmacyId: number) {
    const config = await (await fetch('/pa/config.json')).json();
    const token = localStorage.getItem(storageKeys.token);
    // No refresh here: the bench signs in just before, far inside the token's lifetime.
    const { ms, value } = await timed(() => api.load({ pharmacyId, config, token }, { getFreshToken: async () => null }));
    return { ms, length: value.length, initiativeIds: value.initiatives.map((initiative) => initiative.id) };
  },
  async setView(params: ForecastViewParams) {
    const { ms, value } = await timed(() => api.setView(params));
    return { ms, matching: value.matching, firstRow: value.order[0] ?? 0 };
  },
  async editQuantity(row: number, text: string) {
    const { ms, value } = await timed(() => api.editQuantity(row, text));
    return { ms, packs: value.packs };
  },
  async buildFile(kind: ForecastFileKind) {
    const { ms, value } = await timed(() => api.buildFile(kind));
    return { ms, bytes: value ? sizeOf(value.bytes) : 0 };
  },
};

declare global {
  interface Window {
    __mainThread: typeof mainThread;
  }
}

window.__mainThread = mainThread;
