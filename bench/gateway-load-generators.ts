import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { endedChildrenCpuMs } from './process-cpu';

/**
 * The load generators of the gateway's load bench. The gateway, its database
 * and the generator share this machine's two cores, so a generator's own CPU is taken from the
 * gateway's side of the comparison: wrk (C, a script file of Lua run once at start) costs a
 * fraction of autocannon (Node, a JS callback per request), and the straight reference it is
 * compared with, pgbench, is C too. wrk is used when it is installed; autocannon otherwise.
 */
export type GeneratorName = 'wrk' | 'autocannon';

/** One request kind, sent over and over from 240 source addresses (X-Forwarded-For). */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx (wrk: 4xx and 5xx), and connection errors or timeouts. */
  non2xx: number;
  errors: number;
  /** Bytes received, headers included. */
  bytes: number;
  /** CPU time of the load generator itself per request, ms: what it took from the gateway's cores. */
  generatorCpuMs: number;
}

export interface LoadGenerator {
  name: GeneratorName;
  run(origin: string, request: LoadRequest, connections: number, duration: number): Promise<LoadResult>;
}

const ADDRESSES = 240;
const perRequest = (ms: number, requests: number) => Math.round((1000 * ms) / Math.max(1, requests)) / 1000;

/** autocannon in this process: its CPU is the process's own over the run (the bench does nothing else meanwhile). */
export const autocannonGenerator: LoadGenerator = {
  name: 'autocannon',
  async run(origin, request, connections, duration) {
    let sent = 0;
    const cpuBefore = process.cpuUsage();
    const result = await autocannon({
      url: origin,
      connections,
      duration,
      requests: [
        {
          method: request.method,
          path: request.path,
          headers: request.headers,
          body: request.body,
          // Each request from the next of 240 addresses.
          setupRequest: (next) => ({
            ...next,
            headers: { ...next.headers, 'x-forwarded-for': `10.13.${Math.floor((sent % ADDRESSES) / 250)}.${(sent++ % ADDRESSES) + 1}` },
          }),
        },
      ],
    });
    const cpu = process.cpuUsage(cpuBefore);
    return {
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      bytes: result.throughput.total,
      generatorCpuMs: perRequest((cpu.user + cpu.system) / 1000, result.requests.total),
    };
  },
};

const script = fileURLToPath(new URL('gateway-load.lua', import.meta.url));

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  p50Us: number;
  p99Us: number;
  status: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
}

/**
 * wrk on one thread (one core's worth is far more than the gateway answers; a second thread would
 * only compete with the gateway), the addresses rotated by bench/gateway-load.lua. Its CPU is read
 * from this process's ended children's time once it has been waited for.
 */
export const wrkGenerator: LoadGenerator = {
  name: 'wrk',
  async run(origin, request, connections, duration) {
    const headers = Object.entries(request.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const args = [
      '-t',
      '1',
      '-c',
      String(connections),
      '-d',
      `${duration}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      ...headers,
      origin + request.path,
      '--',
      request.method,
      request.body ?? '',
    ];
    const cpuBefore = endedChildrenCpuMs();
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`wrk exited ${code}:\n${stderr}${stdout}`))));
    });
    const generatorMs = endedChildrenCpuMs() - cpuBefore;
    const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const summary = JSON.parse(line) as WrkSummary;
    return {
      requests: summary.requests,
      requestsPerSecond: Math.round(summary.requests / (summary.durationUs / 1e6)),
      p50: Math.round(summary.p50Us / 100) / 10,
      p99: Math.round(summary.p99Us / 100) / 10,
      non2xx: summary.status,
      errors: summary.connect + summary.read + summary.write + summary.timeout,
      bytes: summary.bytes,
      generatorCpuMs: perRequest(generatorMs, summary.requests),
    };
  },
};

/** wrk when it is installed (BENCH_LOAD_GENERATOR=autocannon forces the fallback). */
export function loadGenerator(wanted = process.env.BENCH_LOAD_GENERATOR): LoadGenerator {
  if (wanted === 'autocannon') return autocannonGenerator;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return wrkGenerator;
  } catch (error) {
    // wrk --version exits 1 after printing its banner: found all the same.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return wrkGenerator;
    if (wanted === 'wrk') throw new Error('wrk is missing (Debian: apt-get install wrk)', { cause: error });
    return autocannonGenerator;
  }
}
