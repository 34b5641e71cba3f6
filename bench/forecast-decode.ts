import { get } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { forecastArrowMediaType } from '../src/api/contract/forecast-arrow';
import { createWorkerHttp, fetchForecastColumns } from '../src/workers/forecast/forecast-loader';
import { startGateway } from './browser/gateway';
import { columnsBytes } from './forecast-decode-columns';
import { runChromiumDecode, type ChromiumDecodeFigure } from './forecast-decode-chromium';
import { median, round } from './forecast-transfer-measure';
import { signInApteka1 } from './sign-in';
import { textTable } from './text-table';

/**
 * Decoding close to arrival: the forecast's Arrow answer fetched twice per run
 * on loopback from the same gateway, once only drained (the bytes' own arrival: the floor no
 * decoder can beat) and once decoded into columns by the worker's loader code, alternating, per
 * content encoding (plain, and the stored brotli a browser gets). Printed: arrival, decode
 * finished, their ratio (goal ≤ 1.5), and when the last byte came within the decoding run itself
 * (a decoder that keeps up reads its last byte about when a plain drain does).
 */
export interface DecodeFigure {
  encoding: string;
  rows: number;
  runs: number;
  /** Median ms from the request to the last byte of a drained answer. */
  arrivalMs: number;
  /** Median ms from the request to the columns built. */
  decodedMs: number;
  /** Median ms from the request to the last byte within the decoding runs. */
  lastByteInDecodeMs: number;
  /** Median CPU ms of this process (fetch and decoding) per decoding run: what load on the machine does not stretch. */
  decodeCpuMs: number;
  /** decodedMs / arrivalMs. */
  ratio: number;
  /** Bytes on the wire (the encoded body). */
  wireBytes: number;
  /** What the decoded columns hold (columnsBytes): the worker's memory for the forecast. */
  columnsBytes: number;
}

export const decodeRatioGoal = 1.5;

/** A fetch asking for `encoding`, noting when the answer's last chunk arrived and its encoded size. */
function watchingFetch(encoding: string) {
  const seen = { lastChunkAt: 0, encodingSeen: '' };
  const fetching: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-encoding', encoding);
    const response = await fetch(input, { ...init, headers });
    seen.encodingSeen = response.headers.get('content-encoding') ?? 'identity';
    if (!response.body) return response;
    const noted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen.lastChunkAt = performance.now();
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(noted, { status: response.status, headers: response.headers });
  };
  return { fetching, seen };
}

/** The answer's body as sent (still encoded): fetch would decode it, plain http does not. */
function wireBytesOf(origin: string, token: string, pharmacyId: number, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { accept: forecastArrowMediaType, authorization: `Bearer ${token}`, 'accept-encoding': encoding };
    get(`${origin}/api/reports-rt/rest/profit-forecast?pharmacyId=${pharmacyId}`, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function drainOnce(origin: string, token: string, pharmacyId: number, encoding: string): Promise<{ ms: number }> {
  const { fetching, seen } = watchingFetch(encoding);
  const start = performance.now();
  const response = await fetching(`${origin}/api/reports-rt/rest/profit-forecast?pharmacyId=${pharmacyId}`, {
    headers: { accept: forecastArrowMediaType, authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`drain: ${response.status}`);
  const reader = response.body.getReader();
  for (;;) if ((await reader.read()).done) break;
  return { ms: seen.lastChunkAt - start };
}

async function decodeOnce(origin: string, token: string, pharmacyId: number, encoding: string, rows: number) {
  const { fetching, seen } = watchingFetch(encoding);
  const http = createWorkerHttp(
    { config: { serviceAddress: origin, endpointPrefix: '/api' }, token },
    { getFreshToken: async () => null },
    fetching,
  );
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const columns = await fetchForecastColumns(http, pharmacyId);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  if (columns?.length !== rows) throw new Error(`decode (${encoding}): ${columns?.length} rows, ${rows} seeded`);
  return {
    columnsBytes: columnsBytes(columns),
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    lastByteMs: seen.lastChunkAt - start,
    encodingSeen: seen.encodingSeen,
  };
}

/**
 * The Node half (the worker's loader code in Node, whose fetch reads the socket and undoes brotli
 * on the decoder's own thread), then, on the same gateway, the Chromium half
 * (forecast-decode-chromium.ts: the product's setting, where the goal is judged);
 * `chromium: false` (BENCH_DECODE_CHROMIUM=0) leaves it out.
 */
export async function runForecastDecodeBench({
  rows,
  runs,
  port,
  log,
  chromium = true,
}: {
  rows: number;
  runs: number;
  port: number;
  log: (line: string) => void;
  chromium?: boolean;
}) {
  log(
    `  starting the gateway on port ${port} with a ${rows.toLocaleString('en-US')}-row forecast (load average ${loadavg()[0].toFixed(2)})`,
  );
  const gateway = await startGateway({ port, rows, timeoutMs: 1_200_000, portSetting: 'BENCH_DECODE_PORT' });
  const figures: DecodeFigure[] = [];
  let browserFigures: ChromiumDecodeFigure[] = [];
  try {
    const { token, pharmacyId } = await signInApteka1(gateway.origin);
    for (const encoding of ['identity', 'br']) {
      // One load first, so the stored build exists and the code is warm for both paths alike.
      await decodeOnce(gateway.origin, token, pharmacyId, encoding, rows);
      const arrivals: number[] = [];
      const decodes: number[] = [];
      const lastBytes: number[] = [];
      const cpus: number[] = [];
      let held = 0;
      const wireBytes = await wireBytesOf(gateway.origin, token, pharmacyId, encoding);
      for (let run = 0; run < runs; run++) {
        const drained = await drainOnce(gateway.origin, token, pharmacyId, encoding);
        const decoded = await decodeOnce(gateway.origin, token, pharmacyId, encoding, rows);
        arrivals.push(drained.ms);
        decodes.push(decoded.ms);
        lastBytes.push(decoded.lastByteMs);
        cpus.push(decoded.cpuMs);
        held = decoded.columnsBytes;
        log(
          `  ${encoding} (${decoded.encodingSeen}), run ${run + 1}: arrival ${drained.ms.toFixed(0)} ms, decoded ${decoded.ms.toFixed(0)} ms, ${decoded.cpuMs.toFixed(0)} ms CPU (last byte at ${decoded.lastByteMs.toFixed(0)} ms), columns ${(decoded.columnsBytes / 1e6).toFixed(1)} MB, ratio ${(decoded.ms / drained.ms).toFixed(2)}`,
        );
      }
      const arrivalMs = median(arrivals);
      const decodedMs = median(decodes);
      figures.push({
        encoding,
        rows,
        runs,
        arrivalMs: round(arrivalMs),
        decodedMs: round(decodedMs),
        lastByteInDecodeMs: round(median(lastBytes)),
        decodeCpuMs: round(median(cpus)),
        ratio: Math.round((decodedMs / arrivalMs) * 100) / 100,
        wireBytes,
        columnsBytes: held,
      });
    }
    if (chromium) {
      const wireBytes = Object.fromEntries(figures.map((figure) => [figure.encoding, figure.wireBytes]));
      browserFigures = await runChromiumDecode({ origin: gateway.origin, rows, runs, pharmacyId, wireBytes, log });
    }
  } finally {
    await gateway.stop();
  }
  // The goal is judged in the browser when it ran (the product's setting); Node's figures stay beside them.
  const judged =
    browserFigures.length > 0
      ? browserFigures.map((figure) => ({ ...figure, where: 'Chromium' }))
      : figures.map((figure) => ({ ...figure, where: 'Node' }));
  const goals = judged.map((figure) => ({
    goal: `${figure.where}, ${figure.encoding}: decoded within ${decodeRatioGoal}× arrival`,
    measured: figure.ratio,
    limit: decodeRatioGoal,
    pass: figure.ratio <= decodeRatioGoal,
  }));
  return { rows, runs, figures, browserFigures, goals };
}

export function formatDecodeTable(figures: readonly DecodeFigure[]): string {
  const header = [
    'encoding',
    'rows',
    'MB on the wire',
    'arrival ms',
    'last byte while decoding ms',
    'decoded ms',
    'decoding CPU ms',
    'CPU ms per 100 000 rows',
    'columns MB',
    'ratio',
    `goal ≤ ${decodeRatioGoal}`,
  ];
  const body = figures.map((f) => [
    f.encoding,
    f.rows.toLocaleString('en-US'),
    (f.wireBytes / 1e6).toFixed(1),
    f.arrivalMs.toFixed(1),
    f.lastByteInDecodeMs.toFixed(1),
    f.decodedMs.toFixed(1),
    f.decodeCpuMs.toFixed(1),
    ((f.decodeCpuMs * 100_000) / f.rows).toFixed(1),
    (f.columnsBytes / 1e6).toFixed(1),
    `${f.ratio.toFixed(2)}×`,
    f.ratio <= decodeRatioGoal ? 'PASS' : 'FAIL',
  ]);
  const note =
    "Node, loopback: arrival = request → last byte of the answer only drained; decoded = request → columns built by the worker's loader (medians, runs alternating).";
  return textTable(header, body, (c) => c >= 1 && c <= 9, note);
}

export function formatChromiumDecodeTable(figures: readonly ChromiumDecodeFigure[]): string {
  const header = ['encoding', 'seen', 'rows', 'MB on the wire', 'arrival ms', 'decoded ms', 'ratio', `goal ≤ ${decodeRatioGoal}`];
  const body = figures.map((f) => [
    f.encoding,
    f.encodingSeen,
    f.rows.toLocaleString('en-US'),
    (f.wireBytes / 1e6).toFixed(1),
    f.arrivalMs.toFixed(1),
    f.decodedMs.toFixed(1),
    `${f.ratio.toFixed(2)}×`,
    f.ratio <= decodeRatioGoal ? 'PASS' : 'FAIL',
  ]);
  const note =
    "Chromium, loopback (the product's setting; the goal is judged here): arrival = page → a worker that only fetches and reads the answer → page; " +
    "decoded = page → the portal's forecast worker's load answered (columns built) → page (medians, runs alternating).";
  return textTable(header, body, (c) => c >= 2 && c <= 6, note);
}
