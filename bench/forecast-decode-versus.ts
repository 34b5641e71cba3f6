import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { forecastArrowBatchRows } from '../src/api/contract/forecast-arrow';
import * as ours from '../src/domain/forecast/columns';
import { readForecastArrow } from '../src/workers/forecast/forecast-arrow-read';

/**
 * The decoder from memory, this checkout's against another version's, runs alternating in one
 * process: on a machine shared with other work a time alone means little, a
 * ratio within one run does. The other version is a copy of the repository's files elsewhere,
 * for example `git archive main | tar -x -C /tmp/decoder-main` with a node_modules link:
 *
 *   BENCH_DECODE_BASE=/tmp/decoder-main BENCH_DECODE_STREAM_FILE=/tmp/forecast-200000.arrow npx tsx bench/forecast-decode-versus.ts
 *
 * The stream is the gateway's answer stored by forecast-decode-memory.ts. Prints per version, in
 * ms per 100 000 rows: the fastest and the quartile run, and the main thread's CPU (from
 * /proc, so neither the garbage collector's helper threads nor waiting for a core count), and
 * checks that both versions read the same rows.
 */
const base = process.env.BENCH_DECODE_BASE;
const file = process.env.BENCH_DECODE_STREAM_FILE ?? '/tmp/forecast-200000.arrow';
const runs = Number(process.env.BENCH_RUNS) || 30;
const chunkBytes = 64 * 1024;
if (!base) throw new Error('BENCH_DECODE_BASE: the other version’s directory');

type Columns = ours.ForecastColumns;
interface Version {
  name: string;
  decode(body: ReadableStream<Uint8Array>): Promise<Columns>;
  readRow(columns: Columns, index: number): unknown;
}

const theirs = {
  columns: (await import(`${base}/src/domain/forecast/columns.ts`)) as typeof ours,
  read: (await import(`${base}/src/workers/forecast/forecast-arrow-read.ts`)) as { readForecastArrow: typeof readForecastArrow },
};
const versions: Version[] = [
  {
    name: 'base',
    decode: async (body) => decodeWith(theirs.read.readForecastArrow, theirs.columns.createColumnsBuilder, body),
    readRow: theirs.columns.readRow,
  },
  { name: 'this', decode: async (body) => decodeWith(readForecastArrow, ours.createColumnsBuilder, body), readRow: ours.readRow },
];

async function decodeWith(
  read: typeof readForecastArrow,
  builder: typeof ours.createColumnsBuilder,
  body: ReadableStream<Uint8Array>,
): Promise<Columns> {
  const columns = builder(forecastArrowBatchRows);
  await read(body, columns);
  return columns.finish();
}

const bytes = readFileSync(file);

/** The answer as a body arriving in chunks (each its own copy, as a socket's reads are). */
function bodyOf(): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += chunkBytes)));
    },
  });
}

/** CPU ms of this process's main thread so far (utime + stime of its task, in 10 ms ticks). */
function mainThreadCpuMs(): number {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

console.log(
  `${file}: ${(bytes.length / 1e6).toFixed(1)} MB, ${runs} runs a version, alternating (load average ${loadavg()[0].toFixed(2)})`,
);
const times = new Map<string, number[]>(versions.map((version) => [version.name, []]));
const cpu = new Map<string, number>(versions.map((version) => [version.name, 0]));
const last = new Map<string, Columns>();
for (let run = 0; run < runs; run++) {
  for (const version of run % 2 ? [...versions].reverse() : versions) {
    const cpuBefore = mainThreadCpuMs();
    const start = performance.now();
    const columns = await version.decode(bodyOf());
    times.get(version.name)!.push(performance.now() - start);
    cpu.set(version.name, cpu.get(version.name)! + mainThreadCpuMs() - cpuBefore);
    last.set(version.name, columns);
  }
}
const rows = last.get('this')!.length;
const per = (ms: number) => ((ms * 100_000) / rows).toFixed(1);
for (const { name } of versions) {
  const sorted = [...times.get(name)!].sort((a, b) => a - b);
  console.log(
    `${name}: fastest ${per(sorted[0])}, quartile ${per(sorted[Math.floor(sorted.length / 4)])}, median ${per(sorted[Math.floor(sorted.length / 2)])}; main thread CPU ${per(cpu.get(name)! / runs)} (ms per 100 000 rows)`,
  );
}
const [before, after] = versions.map(({ name }) => last.get(name)!);
if (before.length !== after.length) throw new Error(`${before.length} rows against ${after.length}`);
for (let i = 0; i < rows; i++) {
  if (JSON.stringify(versions[0].readRow(before, i)) !== JSON.stringify(versions[1].readRow(after, i))) throw new Error(`row ${i} differs`);
}
console.log(`the same ${rows.toLocaleString('en-US')} rows (load average ${loadavg()[0].toFixed(2)})`);
