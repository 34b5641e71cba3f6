import { performance } from 'node:perf_hooks';
import { createHttp } from '../src/api/shared/http';
import { fetchForecastColumns } from '../src/workers/forecast/forecast-loader';

/**
 * The whole forecast load against a running gateway, as the worker does it (pages read ahead,
 * valibot, columns), in Node without a worker. Not part of `npm run bench`: it needs a gateway
 * seeded at size, e.g. `PORT=8195 DATA_DIR=memory SEED=demo SEED_FORECAST_ROWS=1000000 node
 * --import tsx server/main.ts`, then `GATEWAY=http://127.0.0.1:8195 npx tsx bench/forecast-gateway-load.ts`.
 * LOGIN (apteka1) signs in with its demo password; RUNS (3) loads are timed one after another.
 */
const gateway = process.env.GATEWAY ?? 'http://127.0.0.1:8195';
const login = process.env.LOGIN ?? 'apteka1';
const runs = Number(process.env.RUNS ?? 3);

const kept = new Map<string, string>();
const http = createHttp({
  config: { serviceAddress: gateway, endpointPrefix: '/api' },
  fetch: globalThis.fetch,
  storage: {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  },
});
await http.requestToken({ grant_type: 'password', scope: 'read', username: login, password: login });
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const columns = await fetchForecastColumns(http, 1);
  console.log(`${columns?.length.toLocaleString('en-US')} rows in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}
