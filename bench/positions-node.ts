import { performance } from 'node:perf_hooks';
import type { PurchasePositionWire, RgPositionWire } from '../src/api/contract/purchase-order';
import { noFilter, type PositionFilter } from '../src/domain/orders/purchase/position';
import { createPositionsApi } from '../src/workers/orders/positions-api';
import type { PositionsSource } from '../src/workers/orders/positions-types';
import type { Figure } from './forecast-node';
import { mulberry32 } from './synthetic-forecast';

/**
 * The Node half of the positions benchmark: the positions worker's api at 100 000 positions,
 * driven without a worker over a fake gateway that answers pre-made JSON, so a load is what the
 * worker does (parse, contract check, merge, normalise) and every step is what a screen asks of
 * it. Goals (checked by the reader, as the forecast's): a filter within 200 ms, an edit in the
 * totals within 100 ms. Figures are medians of several runs.
 */
export interface PositionsNodeReport {
  shape: typeof positionsShape;
  positions: number;
  runs: number;
  figures: Figure[];
}

export interface PositionsNodeOptions {
  positions?: number;
  runs?: number;
  log?: (line: string) => void;
}

/** A large network's purchase order: a few hundred initiatives, dozens of promoters and supplier groups. */
export const positionsShape = { initiatives: 300, regularInitiatives: 150, promoters: 60, supplierGroups: 40, products: 30_000 } as const;

const initiativeName = (id: number) => `Закупка ${id}: ассортимент квартала`;

/** Deterministic positions: the same seed gives the same list on every machine. */
function syntheticPositions(count: number, seed = 20261122): PurchasePositionWire[] {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const list: PurchasePositionWire[] = [];
  for (let k = 0; k < count; k++) {
    const initiativeId = 1 + pick(positionsShape.initiatives);
    const productId = 100_000 + pick(positionsShape.products);
    const groups = new Set<string>();
    for (let g = pick(8) === 0 ? 0 : 1 + pick(3); g > 0; g--) groups.add(`Группа поставщиков ${1 + pick(positionsShape.supplierGroups)}`);
    const others = [...new Set(Array.from({ length: pick(3) }, () => 1 + pick(positionsShape.initiatives)))];
    list.push({
      initiativeId,
      initiativeName: initiativeName(initiativeId),
      promoter: `Промоутер ${1 + pick(positionsShape.promoters)}`,
      promotionalProductId: productId,
      promotionalProductName: `Товар ${productId}, таблетки покрытые оболочкой №${1 + pick(60)}`,
      barcodes: [`46${String(productId).padStart(11, '0')}`],
      nominalPrice: Math.round((10 + random() * random() * 4990) * 100) / 100,
      planAmount: pick(5) === 0 ? null : pick(50),
      purchasedAmount: pick(10) === 0 ? null : pick(60),
      balance: pick(10) === 0 ? null : pick(4) === 0 ? 0 : pick(40),
      orderAmount: pick(3) === 0 ? 0 : pick(20),
      otherInitiativeIds: others,
      otherInitiativeNames: others.map(initiativeName),
      possibleSupplierGroups: [...groups],
    });
  }
  return list;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

async function measure(name: string, rows: number, runs: number, work: (run: number) => unknown): Promise<Figure> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work(run);
    times.push(performance.now() - start);
  }
  return { name, rows, medianMs: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), runs };
}

/** A gateway that answers each list call with JSON text made before the clock starts. */
function fakeGateway(bodies: Record<string, string>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const body = bodies[new URL(String(input)).pathname];
    return new Response(body ?? '{"message":"Нет такого пути"}', {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

const config = { serviceAddress: 'http://bench.test', endpointPrefix: '/api' };
const session = { getFreshToken: async () => null };

export async function runPositionsNodeBench(options: PositionsNodeOptions = {}): Promise<PositionsNodeReport> {
  const count = options.positions ?? 100_000;
  const runs = Math.max(1, options.runs ?? 5);
  const log = options.log ?? (() => {});
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    figures.push(figure);
    log(`  ${figure.name}: ${figure.medianMs.toFixed(1)} ms`);
  };

  // The real-time service knows every initiative; the regular one the first half, with its own
  // figures, so the merge replaces half the list. Together they hold `count` positions.
  const realTime = syntheticPositions(count);
  const regular = realTime
    .filter((p) => p.initiativeId <= positionsShape.regularInitiatives)
    .map((p) => ({ ...p, purchasedAmount: (p.purchasedAmount ?? 0) + 1 }));
  const rg: RgPositionWire[] = realTime.map(
    ({ initiativeId: _id, initiativeName: _name, planAmount: _plan, otherInitiativeIds: _others, ...rest }) => rest,
  );
  const fetch = fakeGateway({
    '/api/reports-rt/purchase-order/purchase-order': JSON.stringify(realTime),
    '/api/reports/purchase-order/purchase-order': JSON.stringify(regular),
    '/api/reports-rt/purchase-order/recommended-goods': JSON.stringify(rg),
  });
  const purchaseOrder: PositionsSource = { kind: 'purchaseOrder', request: { initiativeTypeId: 1 } };
  const api = createPositionsApi({ fetch, now: () => new Date(2026, 10, 22) });
  const rgApi = createPositionsApi({ fetch, now: () => new Date(2026, 10, 22) });

  add(
    await measure('load: purchase order (both services: parse, check, merge, normalise)', count, Math.min(runs, 3), () =>
      api.load({ source: purchaseOrder, config, token: 't' }, session),
    ),
  );
  add(
    await measure('load: RG positions', count, Math.min(runs, 3), () =>
      rgApi.load({ source: { kind: 'rg', request: {} }, config, token: 't' }, session),
    ),
  );

  const initiatives = Array.from({ length: 60 }, (_, k) => 1 + k * 5);
  const groups = Array.from({ length: 10 }, (_, k) => `Группа поставщиков ${1 + k * 4}`);
  const promoters = Array.from({ length: 15 }, (_, k) => `Промоутер ${1 + k * 4}`);
  const products = Array.from({ length: 3000 }, (_, k) => 100_000 + k * 10);
  const filters: Array<[string, PositionFilter]> = [
    ['none', noFilter],
    ['zero balance', { ...noFilter, zeroBalance: true }],
    ['plan not fulfilled', { ...noFilter, planNotFulfilled: true }],
    ['promoters (15)', { ...noFilter, promoters }],
    ['initiatives (60)', { ...noFilter, initiatives }],
    ['excluded initiatives (30)', { ...noFilter, excludedInitiatives: initiatives.slice(0, 30) }],
    ['excluded initiative names (30)', { ...noFilter, excludedInitiativeNames: initiatives.slice(0, 30).map(initiativeName) }],
    ['supplier groups (10)', { ...noFilter, suppliers: groups }],
    ['products (3 000)', { ...noFilter, products }],
    ['price from–to', { ...noFilter, priceFrom: 100, priceTo: 1500.5 }],
    [
      'all together',
      {
        ...noFilter,
        zeroBalance: true,
        planNotFulfilled: true,
        promoters,
        initiatives,
        excludedInitiatives: initiatives.slice(0, 10),
        suppliers: groups,
        priceFrom: 50,
        priceTo: 4000,
      },
    ],
  ];
  for (const [name, filter] of filters) {
    let matching = 0;
    const figure = await measure(`filter → count + totals: ${name}`, count, runs, () => (matching = api.setFilter(filter).matching));
    add({ ...figure, name: `${figure.name} (${matching.toLocaleString('en-US')} match)` });
  }

  api.setFilter(noFilter);
  add(await measure('quantity edit → totals, every position matching', count, runs, (run) => api.editQuantity(run * 997, String(run + 3))));
  add(await measure('quantity edit ignored (text breaks the rule)', count, runs, (run) => api.editQuantity(run * 997, `${run},5`)));
  add(await measure('visible window (60 rows)', 60, runs, (run) => api.window(run * 1000, run * 1000 + 60)));
  add(await measure('order draft (lines + sum), every position matching', count, runs, () => api.orderDraft()));

  rgApi.setFilter(noFilter);
  add(await measure('RG whole list xlsx (Blob)', count, Math.min(runs, 3), () => rgApi.wholeListFile()));

  return { shape: positionsShape, positions: count, runs, figures };
}
