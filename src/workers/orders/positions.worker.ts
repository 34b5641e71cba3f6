/*
 * The positions worker: owns the positions of one order screen (purchase order, RG order,
 * recommended order; up to 100 000) and does every per-position step, so the page never freezes.
 * The api lives in positions-api.ts, which Node tests drive without a worker; this file only exposes it.
 */
import '../shared/crossing-errors';
import { expose } from 'comlink';
import { createPositionsApi } from './positions-api';

// The worker's own fetch; relative addresses resolve against the portal's origin as on the page.
expose(createPositionsApi({ fetch: (input, init) => fetch(input, init) }));
