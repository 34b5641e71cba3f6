/*
 * The peer's page: the same synthetic forecast (bench/synthetic-forecast.ts, same seed) in
 * DuckDB-wasm, in its own worker, and the forecast's view as SQL: the filter, the scores of the
 * weight slider over the kept rows (selection.ts's rule), the grid's first rows in its order and
 * the totals of the proposal. Bundled by peer-bundle.ts and served, with DuckDB's worker and wasm,
 * by the bench's own static server (forecast-peer.ts); driven with page.evaluate.
 */
import { AsyncDuckDB, VoidLogger, type AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { createColumnsBuilder, type ForecastColumns } from '../../src/domain/forecast/columns';
import { computeQuantities } from '../../src/domain/forecast/quantity';
import { filterRows, proposedCount, rankRows } from '../../src/domain/forecast/selection';
import { generateForecastRows } from '../synthetic-forecast';

export interface PeerView {
  initiativeId: number | null;
  priceWeight: number;
  size: number | null;
}

export interface PeerAnswer {
  /** From the call to the first frame after the answer. */
  ms: number;
  matching: number;
  /** The grid's first rows (forecast row indices), in its order. */
  first: number[];
  totals: { positions: number; packs: number; orderSum: number; profit: number };
  /** Whether the first rows and the totals are those of the portal's own rule (selection.ts) on the same rows. */
  sameAsOurs: boolean;
}

const firstRows = 50;
let connection: AsyncDuckDBConnection | null = null;
let columns: ForecastColumns | null = null;
let calculated = new Float64Array(0);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

function scoresSql(view: PeerView): string {
  const w = Math.round(view.priceWeight * 100) / 100;
  const kept = view.initiativeId === null ? 'forecast' : `(SELECT * FROM forecast WHERE initiative = ${Math.trunc(view.initiativeId)})`;
  return `WITH kept AS (SELECT * FROM ${kept}),
    b AS (SELECT min(price) AS lo_p, max(price) AS hi_p, min(profit) AS lo_f, max(profit) AS hi_f FROM kept),
    scored AS (
      SELECT kept.*,
        CASE WHEN hi_p > lo_p THEN (hi_p - price) * (${w} / (hi_p - lo_p)) ELSE 0 END +
        CASE WHEN hi_f > lo_f THEN (profit - lo_f) * (${1 - w} / (hi_f - lo_f)) ELSE 0 END AS score
      FROM kept, b)`;
}

/** The rule of the portal itself on the same rows: what the peer's answer must equal. */
function ours(view: PeerView) {
  const cols = columns!;
  const matching = filterRows(cols, { initiativeIds: view.initiativeId === null ? [] : [view.initiativeId], supplierGroups: [] });
  const ranked = rankRows(cols, matching, view.priceWeight);
  const count = proposedCount(view.size, ranked.length);
  const totals = { positions: 0, packs: 0, orderSum: 0, profit: 0 };
  for (let k = 0; k < count; k++) {
    const i = ranked[k];
    if (calculated[i] > 0) {
      totals.positions++;
      totals.packs += calculated[i];
      totals.orderSum += calculated[i] * cols.regionalPurchasingPrice[i];
      totals.profit += cols.possibleProfit[i];
    }
  }
  return { first: Array.from(ranked.subarray(0, firstRows)), totals };
}

const kopecks = (value: number) => Math.round(value * 100) / 100;

const peer = {
  /** Builds the rows, loads them into DuckDB; answers the load's time and the initiatives. */
  async load(rows: number, base: string) {
    const builder = createColumnsBuilder(rows);
    generateForecastRows(rows, (row) => builder.push(row));
    columns = builder.finish();
    calculated = new Float64Array(rows);
    computeQuantities('byInitiative', columns, calculated);
    const lines = ['row,initiative,price,profit,calculated'];
    for (let i = 0; i < rows; i++) {
      const initiative = columns.initiatives[columns.initiative[i]].id;
      lines.push(`${i},${initiative},${columns.regionalPurchasingPrice[i]},${columns.possibleProfit[i]},${calculated[i]}`);
    }
    const worker = new Worker(`${base}/duckdb/duckdb-browser-eh.worker.js`);
    const db = new AsyncDuckDB(new VoidLogger(), worker);
    await db.instantiate(`${base}/duckdb/duckdb-eh.wasm`);
    await db.registerFileText('forecast.csv', lines.join('\n'));
    connection = await db.connect();
    const start = performance.now();
    await connection.query(`CREATE TABLE forecast AS SELECT * FROM read_csv('forecast.csv', header = true,
      columns = {'row': 'INTEGER', 'initiative': 'INTEGER', 'price': 'DOUBLE', 'profit': 'DOUBLE', 'calculated': 'DOUBLE'})`);
    return { ms: performance.now() - start, version: await db.getVersion(), initiativeIds: columns.initiatives.map((ref) => ref.id) };
  },

  /** One view: the first rows in grid order and the totals of the proposal, as the grid needs them. */
  async view(view: PeerView): Promise<PeerAnswer> {
    const db = connection!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const start = performance.now();
    const scored = scoresSql(view);
    const proposal =
      view.size === null
        ? 'SELECT * FROM scored'
        : `SELECT * FROM (SELECT *, row_number() OVER (ORDER BY score DESC, row) AS place FROM scored) WHERE place <= ${Math.max(0, Math.trunc(view.size))}`;
    const [head, sums] = await Promise.all([
      db.query(`${scored} SELECT row FROM scored ORDER BY score DESC, row LIMIT ${firstRows}`),
      db.query(`${scored}, proposed AS (${proposal})
        SELECT (SELECT count(*) FROM kept)::DOUBLE AS matching,
          count(*) FILTER (WHERE calculated > 0)::DOUBLE AS positions, coalesce(sum(calculated), 0)::DOUBLE AS packs,
          coalesce(sum(calculated * price), 0)::DOUBLE AS order_sum, coalesce(sum(profit) FILTER (WHERE calculated > 0), 0)::DOUBLE AS profit
        FROM proposed`),
    ]);
    await nextFrame();
    const ms = performance.now() - start;
    const first = head.toArray().map((row) => Number(row.row));
    const line = sums.toArray()[0];
    const totals = {
      positions: Number(line.positions),
      packs: Number(line.packs),
      orderSum: kopecks(Number(line.order_sum)),
      profit: kopecks(Number(line.profit)),
    };
    const expected = ours(view);
    const sameAsOurs =
      JSON.stringify(first) === JSON.stringify(expected.first) &&
      totals.positions === expected.totals.positions &&
      totals.packs === expected.totals.packs &&
      Math.abs(totals.orderSum - expected.totals.orderSum) < 0.5 &&
      Math.abs(totals.profit - expected.totals.profit) < 0.5;
    return { ms, matching: Number(line.matching), first, totals, sameAsOurs };
  },
};

declare global {
  interface Window {
    __peer: typeof peer;
  }
}
window.__peer = peer;
