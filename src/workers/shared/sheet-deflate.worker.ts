/*
 * The sheet deflate worker: makes the XML of the end of a large spreadsheet's sheet, from the
 * cells the writing worker decided, and deflates it while the writing worker deflates the
 * beginning (src/domain/orders/zip.ts, deflateEntryInTwo). The deflate runs on the thread that
 * feeds it, so a second thread is a second deflate. Chunks and cells come transferred; the
 * deflated part goes back transferred.
 */
import './crossing-errors';
import { expose, transfer } from 'comlink';
import { AsciiBytes } from '../../domain/orders/ascii-bytes';
import { cellRowsXml, type CellRows } from '../../domain/orders/sheet-cells';
import { fastDeflating, type DeflatedPart, type DeflatingPart } from '../../domain/orders/zip';

/** The rows' XML is written here, one block at a time, and copied out for deflate. */
const out = new AsciiBytes(512 * 1024);

// The part under way; its deflate loads on the first part (the WebAssembly module), so the chunks
// sent meanwhile wait for it.
let part: Promise<DeflatingPart> | null = null;

const under = (): Promise<DeflatingPart> => {
  if (!part) throw new Error('Сжатие листа не начато');
  return part;
};

const sheetDeflate = {
  begin(): void {
    void part?.then(
      (before) => before.abort(),
      () => {},
    );
    part = fastDeflating();
    part.catch(() => {}); // its failure answers the part's calls
  },
  async write(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    return (await under()).write(bytes);
  },
  async writeCells(rows: CellRows): Promise<void> {
    const part = await under();
    return part.write(cellRowsXml(rows, out));
  },
  async end(): Promise<DeflatedPart> {
    const done = await (await under()).end();
    part = null;
    return transfer(done, [done.data.buffer]);
  },
  abort(): void {
    void part?.then(
      (under) => under.abort(),
      () => {},
    );
    part = null;
  },
};
export type SheetDeflateWorker = typeof sheetDeflate;

expose(sheetDeflate);
