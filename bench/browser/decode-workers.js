/*
 * Evaluated in a signed-in page of the portal by bench/forecast-decode-chromium.ts (plain
 * JavaScript, as probe.js, for the same reason: tsx's `__name` helper does not exist in the page).
 * Defines window.__decodeSetup(options), which starts two dedicated workers of the page:
 * - the portal's own forecast worker (its built script), called the way comlink calls it
 *   (an APPLY message with raw arguments; the answer is raw, or a HANDLER when it threw), to load
 *   the forecast into its columns;
 * - a worker that only fetches the same address with the same headers and reads the body to the end.
 * and then window.__decode.decode() / .drain(): ms from the page's message to the worker's answer.
 */
(() => {
  const drainSource = `
self.onmessage = async (event) => {
  const { url, headers } = event.data;
  const response = await fetch(url, { headers });
  const reader = response.body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
  }
  self.postMessage({ status: response.status, encoding: response.headers.get('content-encoding') || 'identity', bytes });
};`;

  window.__decodeSetup = async ({ workerPath, pharmacyId, accept, tokenKey }) => {
    const config = await (await fetch('/pa/config.json')).json();
    const token = localStorage.getItem(tokenKey);
    // Absolute: a blob worker has no base address to resolve the portal's relative one against.
    const url = new URL(
      `${config.serviceAddress}${config.endpointPrefix}/reports-rt/rest/profit-forecast?pharmacyId=${pharmacyId}`,
      location.href,
    ).href;
    const forecast = new Worker(workerPath, { type: 'module', name: 'forecast' });
    const drain = new Worker(URL.createObjectURL(new Blob([drainSource], { type: 'text/javascript' })), { name: 'drain' });
    let calls = 0;
    const load = () =>
      new Promise((resolve, reject) => {
        const id = `bench-${++calls}`;
        const onMessage = (event) => {
          if (event.data?.id !== id) return;
          forecast.removeEventListener('message', onMessage);
          if (event.data.type === 'HANDLER') reject(new Error(JSON.stringify(event.data.value)));
          else resolve(event.data.value);
        };
        forecast.addEventListener('message', onMessage);
        const request = { pharmacyId, config, token };
        forecast.postMessage({
          id,
          type: 'APPLY',
          path: ['load'],
          argumentList: [
            { type: 'RAW', value: request },
            { type: 'RAW', value: {} },
          ],
        });
      });
    window.__decode = {
      async decode() {
        const start = performance.now();
        const options = await load();
        return { ms: performance.now() - start, rows: options.length };
      },
      drain() {
        return new Promise((resolve) => {
          const start = performance.now();
          drain.onmessage = (event) =>
            resolve({ ms: performance.now() - start, encoding: event.data.encoding, bytes: event.data.bytes, status: event.data.status });
          drain.postMessage({ url, headers: { accept, authorization: `Bearer ${token}` } });
        });
      },
    };
  };
})();
