/*
 * The forecast worker: owns a pharmacy's profit forecast (up to a million rows) and does every
 * per-row step of the screen, so the page never freezes. The api lives in forecast-api.ts, which
 * Node tests drive without a worker; this file only exposes it.
 */
import '../shared/crossing-errors';
import { expose } from 'comlink';
import { createForecastApi } from './forecast-api';

// The worker's own fetch; relative addresses resolve against the portal's origin as on the page.
expose(createForecastApi({ fetch: (input, init) => fetch(input, init) }));
