import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { forecastArrowBatchRows, forecastArrowMediaType } from '../src/api/contract/forecast-arrow';
import { createColumnsBuilder } from '../src/domain/forecast/columns';
import { readForecastArrow } from '../src/workers/forecast/forecast-arrow-read';
import { startGateway } from './browser/gateway';
import { columnsBytes } from './forecast-decode-columns';
import { signInApteka1 } from './sign-in';

/**
 * The decoder alone: the gateway's own Arrow answer for apteka1 (plain, as
 * stored), read once from a gateway seeded with BENCH_ROWS rows (default 200 000) and kept in
 * BENCH_DECODE_STREAM_FILE, then decoded from memory into columns BENCH_RUNS times (default 8),
 * handed over in chunks of BENCH_DECODE_CHUNK bytes (default 64 KB, what a socket's reads give).
 * No network and no brotli: what is left is the worker's own work per row. Prints ms per
 * 100 000 rows (fastest and median; CPU, so a busy machine stretches it little).
 *
 *   BENCH_DECODE_PORT=8306 npx tsx bench/forecast-decode-memory.ts
 *   node --expose-gc --import tsx bench/forecast-decode-memory.ts   (each run after a full collection)
 *   node --cpu-prof --import tsx bench/forecast-decode-memory.ts   (a profile of the same runs)
 */
const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const rows = numberFromEnv('BENCH_ROWS', 200_000);
const runs = numberFromEnv('BENCH_RUNS', 8);
const chunkBytes = numberFromEnv('BENCH_DECODE_CHUNK', 64 * 1024);
const file = process.env.BENCH_DECODE_STREAM_FILE ?? `/tmp/forecast-${rows}.arrow`;

async function storedAnswer(): Promise<Uint8Array> {
  if (existsSync(file)) return readFileSync(file);
  const port = numberFromEnv('BENCH_DECODE_PORT', 8197);
  console.log(`seeding a gateway with ${rows.toLocaleString('en-US')} rows on port ${port}…`);
  const gateway = await startGateway({ port, rows, timeoutMs: 1_200_000, portSetting: 'BENCH_DECODE_PORT' });
  try {
    const { token, pharmacyId } = await signInApteka1(gateway.origin);
    const answer = await fetch(`${gateway.origin}/api/reports-rt/rest/profit-forecast?pharmacyId=${pharmacyId}`, {
      headers: { accept: forecastArrowMediaType, authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    if (!answer.ok) throw new Error(`forecast: ${answer.status}`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes;
  } finally {
    await gateway.stop();
  }
}

/** The answer as a body arriving in chunks (each its own copy, as a socket's reads are). */
function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += chunkBytes)));
    },
  });
}

const bytes = await storedAnswer();
console.log(
  `${file}: ${(bytes.length / 1e6).toFixed(1)} MB, ${rows.toLocaleString('en-US')} rows, chunks of ${chunkBytes} bytes (load average ${loadavg()[0].toFixed(2)})`,
);
const times: number[] = [];
const cpus: number[] = [];
/** With `node --expose-gc`: each run starts with the previous one's garbage collected. */
const collect = (globalThis as { gc?: () => void }).gc;
for (let run = 0; run < runs; run++) {
  collect?.();
  const builder = createColumnsBuilder(forecastArrowBatchRows);
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await readForecastArrow(bodyOf(bytes), builder);
  const columns = builder.finish();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  if (columns.length !== rows) throw new Error(`${columns.length} rows decoded, ${rows} seeded`);
  times.push(ms);
  cpus.push((cpu.user + cpu.system) / 1000);
  console.log(
    `  run ${run + 1}: ${ms.toFixed(0)} ms (${((ms * 100_000) / rows).toFixed(1)} ms per 100 000 rows), ${cpus[run].toFixed(0)} ms CPU, columns ${(columnsBytes(columns) / 1e6).toFixed(1)} MB`,
  );
}
const sorted = [...times].sort((a, b) => a - b);
const per = (ms: number) => ((ms * 100_000) / rows).toFixed(1);
const fastestCpu = Math.min(...cpus);
console.log(
  `fastest ${per(sorted[0])} ms per 100 000 rows, median ${per(sorted[Math.floor(sorted.length / 2)])}, least CPU ${per(fastestCpu)} (load average ${loadavg()[0].toFixed(2)})`,
);
