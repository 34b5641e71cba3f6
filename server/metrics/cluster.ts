import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Gauge, type Registry } from 'prom-client';
import { registry } from './registry';

/**
 * GATEWAY_PROCESSES > 1 (server/cluster.ts): the processes share one port, and the primary hands
 * each connection to one of them, so a scrape lands on a process the scraper cannot choose. Its
 * answer must not be that process alone: the process asks the primary, which gathers every gateway
 * process's metrics over the cluster's channel, adds its own (the background tasks and their
 * queues run there) and adds them up with prom-client's AggregatorRegistry (counters and
 * histograms summed, each metric by its own rule). `gateway_metrics_processes` says how many
 * processes the answer holds and `gateway_metrics_processes_missing` how many did not answer.
 */

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const ASK = 'gateway-metrics:ask';
const ANSWER = 'gateway-metrics:answer';
const COLLECT = 'gateway-metrics:collect';
const PART = 'gateway-metrics:part';

/** How long the primary waits for one process's part before it answers without it. */
const PART_WAIT_MS = 2_000;
/** How long a gateway process waits for the primary's sum before the scrape fails. */
const ANSWER_WAIT_MS = 5_000;

interface Message {
  type?: unknown;
  id?: unknown;
}

const isMessage = (message: unknown, type: string): message is Message & { id: number } =>
  typeof message === 'object' && message !== null && (message as Message).type === type && typeof (message as Message).id === 'number';

let lastId = 0;

/** Waits for the message of `type` and `id` among those `listen` delivers, or fails after `ms`. */
function reply<T>(subscribe: (listener: (message: unknown) => void) => () => void, type: string, id: number, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no ${type} within ${ms} ms`));
    }, ms);
    const unsubscribe = subscribe((message) => {
      if (!isMessage(message, type) || message.id !== id) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(message as T);
    });
  });
}

/** A gateway process: hands its own metrics to the primary when asked. */
export function handOverMetricsToPrimary(): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message, COLLECT)) return;
    void registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: PART, id: message.id, metrics }),
      () => process.send?.({ type: PART, id: message.id, metrics: null }),
    );
  });
}

/** A gateway process: the whole cluster's metrics, in Prometheus' text format, from the primary. */
export async function clusterMetrics(): Promise<string> {
  const id = ++lastId;
  const answer = reply<{ text: string }>(
    (listener) => {
      process.on('message', listener);
      return () => void process.off('message', listener);
    },
    ANSWER,
    id,
    ANSWER_WAIT_MS,
  );
  process.send?.({ type: ASK, id });
  return (await answer).text;
}

async function partOf(worker: Worker): Promise<MetricsJson | null> {
  const id = ++lastId;
  const part = reply<{ metrics: MetricsJson | null }>(
    (listener) => {
      worker.on('message', listener);
      return () => void worker.off('message', listener);
    },
    PART,
    id,
    PART_WAIT_MS,
  );
  worker.send({ type: COLLECT, id });
  return (await part.catch(() => ({ metrics: null }))).metrics;
}

/** The primary's sum of its own metrics and every connected gateway process's. */
async function gathered(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && worker.isConnected());
  const [own, ...parts] = await Promise.all([registry.getMetricsAsJSON(), ...workers.map(partOf)]);
  const answered = parts.filter((part): part is MetricsJson => part !== null);
  const sum = AggregatorRegistry.aggregate([own, ...answered]);
  const missing = new Gauge({
    name: 'gateway_metrics_processes_missing',
    help: 'Gateway processes that did not hand over their metrics in time for this scrape',
    registers: [sum],
  });
  missing.set(workers.length - answered.length);
  return sum.metrics();
}

/** The cluster's primary: answers its gateway processes' scrapes with the whole cluster's sum. */
export function answerScrapesForCluster(): void {
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message, ASK)) return;
    void gathered().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => console.error('Метрики кластера не собраны:', error),
    );
  });
}
