import { releaseProxy, transfer, wrap, type Remote } from 'comlink';
import type { PartDeflater } from '../../domain/orders/zip';
import type { SheetDeflateWorker } from './sheet-deflate.worker';

/**
 * Another thread's deflate for a large sheet: a sheet deflate worker, started on the first large
 * sheet and ended by `end()` (the file done or stopped), which lets its memory go at once.
 * `start` makes the worker: the forecast worker's bundle names its module, a bench its own file.
 */
export interface SheetDeflateThread extends PartDeflater {
  end(): void;
}

/** Chunks sent and not yet deflated: a few keep the other thread busy and bound what is held. */
const CHUNKS_IN_FLIGHT = 4;

export function sheetDeflateThread(start: () => Worker): SheetDeflateThread {
  let worker: Worker | null = null;
  let remote: Remote<SheetDeflateWorker> | null = null;
  // A worker that does not start (its script not loaded) or fails answers no call: the file
  // fails in words instead of waiting forever.
  let failed: Promise<never> = new Promise<never>(() => {});
  const answer = <T>(call: Promise<T>): Promise<T> => Promise.race([call, failed]);
  // A task of this thread's own: the other thread's answers, queued before it, are taken first.
  let turns: MessageChannel | null = null;
  const waiting: (() => void)[] = [];
  return {
    begin() {
      if (!worker) {
        const started = start();
        failed = new Promise<never>((_, reject) =>
          started.addEventListener('error', (event) => {
            event.preventDefault();
            reject(new Error('Сжатие листа в отдельном потоке не удалось'));
          }),
        );
        failed.catch(() => {}); // raced with every call
        worker = started;
      }
      const other = (remote ??= wrap<SheetDeflateWorker>(worker));
      if (!turns) {
        turns = new MessageChannel();
        turns.port1.onmessage = () => waiting.shift()?.();
      }
      const channel = turns;
      void other.begin();
      const inFlight: Promise<void>[] = [];
      let failure: { error: unknown } | null = null;
      // Chunks and cells go transferred: the arrays are not copied, and not kept here.
      const send = (call: () => Promise<void>): Promise<void> => {
        if (failure) return Promise.reject(failure.error);
        const written = answer(call()).then(
          () => void inFlight.shift(),
          (error: unknown) => {
            failure ??= { error };
            inFlight.shift();
            throw error;
          },
        );
        inFlight.push(written.catch(() => {}));
        return written;
      };
      return {
        write: (bytes) => send(() => other.write(transfer(bytes, [bytes.buffer]))),
        writeCells: (rows) => send(() => other.writeCells(transfer(rows, [rows.kinds.buffer, rows.values.buffer]))),
        hasRoom: () => inFlight.length < CHUNKS_IN_FLIGHT,
        room: () => inFlight[0] ?? Promise.resolve(),
        turn: () =>
          new Promise<void>((resolve) => {
            waiting.push(resolve);
            channel.port2.postMessage(null);
          }),
        async end() {
          await Promise.all(inFlight);
          if (failure) throw failure.error;
          return answer(other.end());
        },
        abort() {
          void other.abort().catch(() => {});
        },
      };
    },
    end() {
      remote?.[releaseProxy]();
      worker?.terminate();
      turns?.port1.close();
      remote = null;
      worker = null;
      turns = null;
    },
  };
}
