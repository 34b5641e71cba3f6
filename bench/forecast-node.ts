import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { ForecastRows, forecastPageSize } from '../src/api/contract/forecast';
import { createColumnsBuilder, readWindow } from '../src/domain/forecast/columns';
import { editQuantity, orderFilePositions, type QuantityDrafts } from '../src/domain/forecast/edits';
import { forecastWorkbook } from '../src/domain/forecast/files';
import { calculationTypes, computeQuantities } from '../src/domain/forecast/quantity';
import { filterRows, proposeQuantities, proposedCount, rankPositions, rankRows } from '../src/domain/forecast/selection';
import { computeTotals } from '../src/domain/forecast/totals';
import { orderXml } from '../src/domain/orders/order-xml';
import type { ForecastRow } from '../src/domain/forecast/row';
import { generateForecastRows, syntheticShape } from './synthetic-forecast';
import { workbookReferenceText } from './forecast-workbook';
import { textTable } from './text-table';

/**
 * The Node half of the forecast benchmark: the worker's pure work at a million rows, without a
 * worker. Figures are medians of several runs (ARCHITECTURE.md, "Performance"); nothing here
 * fails on time, the budgets are checked by whoever reads the JSON.
 */
export interface Figure {
  name: string;
  rows: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
  /** The goal the figure is read against, where one is set. */
  reference?: string;
}

export interface ForecastNodeReport {
  /** How the synthetic forecast is made up. */
  shape: typeof syntheticShape;
  rows: number;
  fileRows: number;
  runs: number;
  figures: Figure[];
}

export interface ForecastNodeOptions {
  rows?: number;
  fileRows?: number;
  runs?: number;
  log?: (line: string) => void;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

function measure(name: string, rows: number, runs: number, work: (run: number) => void): Figure {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work(run);
    times.push(performance.now() - start);
  }
  return { name, rows, medianMs: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), runs };
}

async function measureAsync(name: string, rows: number, runs: number, work: () => Promise<unknown>): Promise<Figure> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { name, rows, medianMs: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), runs };
}

export function formatTable(figures: readonly Figure[]): string {
  const header = ['measure', 'rows', 'median ms', 'min ms', 'max ms', 'runs', 'reference'];
  const body = figures.map((f) => [
    f.name,
    f.rows.toLocaleString('en-US'),
    f.medianMs.toFixed(1),
    f.minMs.toFixed(1),
    f.maxMs.toFixed(1),
    String(f.runs),
    f.reference ?? '',
  ]);
  return textTable(header, body, (c) => c !== 0 && c !== 6);
}

export async function runForecastNodeBench(options: ForecastNodeOptions = {}): Promise<ForecastNodeReport> {
  const rows = options.rows ?? 1_000_000;
  const fileRows = Math.min(rows, options.fileRows ?? 100_000);
  const runs = Math.max(1, options.runs ?? 5);
  const log = options.log ?? (() => {});
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    figures.push(figure);
    log(`  ${figure.name}: ${figure.medianMs.toFixed(1)} ms${figure.reference ? ` (reference ${figure.reference})` : ''}`);
  };

  // Loading as the worker does: pages of JSON text parsed, checked with the contract and fed to
  // the columns builder. Making the synthetic rows and their JSON is not timed.
  const page = { parse: 0, check: 0, columns: 0 };
  const builder = createColumnsBuilder(rows);
  for (let offset = 0; offset < rows; offset += forecastPageSize) {
    const pageRows: ForecastRow[] = [];
    generateForecastRows(Math.min(forecastPageSize, rows - offset), (row) => pageRows.push(row), 20261122 + offset);
    const json = JSON.stringify(pageRows);
    let start = performance.now();
    const parsed: unknown = JSON.parse(json);
    page.parse += performance.now() - start;
    start = performance.now();
    const checked = v.parse(ForecastRows, parsed);
    page.check += performance.now() - start;
    start = performance.now();
    for (const row of checked) builder.push(row);
    page.columns += performance.now() - start;
  }
  const store = builder.finish();
  const once = (name: string, ms: number): Figure => ({ name, rows, medianMs: round(ms), minMs: round(ms), maxMs: round(ms), runs: 1 });
  add(once(`load: JSON.parse (pages of ${forecastPageSize.toLocaleString('en-US')})`, page.parse));
  add(once('load: contract check (valibot)', page.check));
  add(once('load: rows → columns', page.columns));
  add(once('load: total', page.parse + page.check + page.columns));
  const quantity = new Float64Array(rows);

  for (const type of calculationTypes) add(measure(`quantities: ${type}`, rows, runs, () => computeQuantities(type, store, quantity)));

  const chosenInitiatives = Array.from({ length: 60 }, (_, k) => 1000 + k * 4);
  const chosenGroups = Array.from({ length: 10 }, (_, k) => `Группа поставщиков ${1 + k * 4}`);
  let matching: Uint32Array = new Uint32Array(0);
  add(
    measure('filter: initiatives + supplier groups', rows, runs, () => {
      matching = filterRows(store, { initiativeIds: chosenInitiatives, supplierGroups: chosenGroups });
    }),
  );
  add(measure('filter: none', rows, runs, () => filterRows(store, { initiativeIds: [], supplierGroups: [] })));
  const everything = filterRows(store, { initiativeIds: [], supplierGroups: [] });

  const calculated = computeQuantities('month', store);
  const proposal = new Float64Array(rows);
  let ranked: Uint32Array = new Uint32Array(0);
  let positions: Uint32Array = new Uint32Array(0);
  add(
    measure('weight slider → rank + proposal + totals, all rows', rows, runs, (run) => {
      ranked = rankRows(store, everything, [1, 0.5, 0, 0.25, 0.75][run % 5]);
      positions = rankPositions(ranked, rows);
      proposeQuantities(calculated, everything, positions, proposedCount(Math.floor(rows / 3) + run, ranked.length), proposal);
      computeTotals(store, everything, proposal);
    }),
  );
  add(
    measure('size slider → proposal + totals, all rows', rows, runs, (run) => {
      proposeQuantities(calculated, everything, positions, proposedCount(Math.floor(rows / 2) + run, ranked.length), proposal);
      computeTotals(store, everything, proposal);
    }),
  );
  add(
    measure('filter change → filter + rank + proposal + totals', matching.length, runs, (run) => {
      const kept = filterRows(store, { initiativeIds: chosenInitiatives.slice(run), supplierGroups: chosenGroups });
      const order = rankRows(store, kept, 1);
      proposeQuantities(calculated, kept, rankPositions(order, rows), order.length, proposal);
      computeTotals(store, kept, proposal);
    }),
  );
  const drafts: QuantityDrafts = new Map();
  add(
    measure('quantity edit → totals, all rows', rows, runs, (run) => {
      editQuantity(proposal, drafts, ranked[run], `${run + 2},5`);
      computeTotals(store, everything, proposal);
    }),
  );
  add(measure('visible window (60 rows) → objects', 60, runs, (run) => readWindow(store, ranked, run * 1000, run * 1000 + 60)));

  const fileIndices = ranked.slice(0, fileRows);
  // BENCH_FILE_ROWS=1000000 measures it at the reference's size; the 'workbook' part does it alone.
  const xlsx = await measureAsync('xlsx of the forecast', fileRows, Math.min(runs, 3), () =>
    forecastWorkbook(store, fileIndices, proposal),
  );
  add({ ...xlsx, reference: workbookReferenceText });
  add(
    measure('XML for the ordering systems', fileRows, Math.min(runs, 3), () =>
      orderXml(orderFilePositions(store, fileIndices, proposal), { type: 'mtx', pharmacyId: 1, created: new Date(0) }),
    ),
  );

  return { shape: syntheticShape, rows, fileRows, runs, figures };
}
