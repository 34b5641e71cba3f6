/*
 * The sheet deflate worker: deflates the end of a large spreadsheet's sheet while the worker that
 * writes the rows deflates its beginning (src/domain/orders/zip.ts, deflateEntryInTwo). The
 * platform's deflate runs on the thread that feeds it, so a second thread is a second deflate.
 * Chunks come transferred; the deflated part goes back transferred.
 */
import './crossing-errors';
import { expose, transfer } from 'comlink';
import { deflating, type DeflatedPart, type DeflatingPart } from '../../domain/orders/zip';

let part: DeflatingPart | null = null;

const under = (): DeflatingPart => {
  if (!part) throw new Error('Сжатие листа не начато');
  return part;
};

const sheetDeflate = {
  begin(): void {
    part?.abort();
    part = deflating();
  },
  write(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    return under().write(bytes);
  },
  async end(): Promise<DeflatedPart> {
    const done = await under().end();
    part = null;
    return transfer(done, [done.data.buffer]);
  },
  abort(): void {
    part?.abort();
    part = null;
  },
};
export type SheetDeflateWorker = typeof sheetDeflate;

expose(sheetDeflate);
