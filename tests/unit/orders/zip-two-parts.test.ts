import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, deflateEntryInTwo, deflating, type PartElsewhere } from '../../../src/domain/orders/zip';

/**
 * One entry deflated in two parts, its end by "another thread": here a part in the same process
 * that holds one chunk at a time and answers (makes room) only in a turn of this thread, after a
 * chunk of the first part, as a busy worker does. The log says who got which chunk, in order.
 */
function oneChunkElsewhere(log: string[]) {
  const part = deflating();
  let room = true;
  let aborted: unknown = null;
  const elsewhere: PartElsewhere = {
    write(bytes) {
      const text = new TextDecoder().decode(bytes);
      log.push(room ? `elsewhere ${text}` : `elsewhere ${text} WITHOUT ROOM`);
      room = false;
      return part.write(bytes);
    },
    writeCells: () => Promise.reject(new Error('no cells in this test')),
    end: () => part.end(),
    abort(reason) {
      aborted = reason;
      part.abort(reason);
    },
    hasRoom: () => room,
    // Asked for only when nothing of the first part is left to deflate meanwhile: the other
    // thread answers in its own time.
    room: () => {
      log.push('waits for room');
      room = true;
      return Promise.resolve();
    },
    turn: () => {
      room = true;
      return Promise.resolve();
    },
  };
  return { elsewhere, aborted: () => aborted };
}

/** The first part's chunks as the log names them: each written here is logged by its iterator. */
function* loggedHere(chunks: string[], log: string[]) {
  for (const chunk of chunks) {
    log.push(`here ${chunk}`);
    yield chunk;
  }
}

const inflated = (data: Uint8Array | readonly Uint8Array[]) =>
  inflateRawSync(Buffer.concat(Array.isArray(data) ? data : [data as Uint8Array])).toString();

describe('an entry deflated in two parts at once', () => {
  it('takes a chunk of the end whenever the other thread has room, else one of the beginning here', async () => {
    const log: string[] = [];
    const { elsewhere } = oneChunkElsewhere(log);
    const entry = await deflateEntryInTwo('sheet.xml', loggedHere(['a1', 'a2', 'a3'], log), ['b1', 'b2', 'b3'], elsewhere);
    expect(log).toEqual(['elsewhere b1', 'here a1', 'elsewhere b2', 'here a2', 'elsewhere b3', 'here a3']);
    expect(inflated(entry.data)).toBe('a1a2a3b1b2b3');
    expect(entry.size).toBe(12);
    expect(entry.crc).toBe(crc32(new TextEncoder().encode('a1a2a3b1b2b3')));
  });

  it('once the beginning is all deflated, waits for room before each chunk of the end', async () => {
    const log: string[] = [];
    const { elsewhere } = oneChunkElsewhere(log);
    const entry = await deflateEntryInTwo('sheet.xml', loggedHere(['a1'], log), ['b1', 'b2', 'b3'], elsewhere);
    // The last wait is for a chunk the end turns out not to have.
    expect(log).toEqual(['elsewhere b1', 'here a1', 'elsewhere b2', 'waits for room', 'elsewhere b3', 'waits for room']);
    expect(inflated(entry.data)).toBe('a1b1b2b3');
  });

  it('what `between` rejects with stops the entry, and both parts are let go', async () => {
    const log: string[] = [];
    const { elsewhere, aborted } = oneChunkElsewhere(log);
    const cancelled = new Error('Выгрузка отменена');
    let calls = 0;
    const between = () => (++calls === 2 ? Promise.reject(cancelled) : undefined);
    await expect(deflateEntryInTwo('sheet.xml', loggedHere(['a1', 'a2'], log), ['b1', 'b2'], elsewhere, between)).rejects.toBe(cancelled);
    expect(log).toEqual(['elsewhere b1', 'here a1']);
    expect(aborted()).toBe(cancelled);
  });
});
