import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * The run's seeded PGlite image (pglite-image.ts), read once per process: the api project's
 * workers keep their modules from one file to the next. PGlite reads an image with
 * `arrayBuffer()`, which Node's own Blob answers by copying the 43 MB in small chunks (about
 * 0.5 s a file here, and as much again to read the file). This one hands PGlite the bytes it
 * holds: PGlite only reads them, copying each file of the image into its own memory.
 */
class SeededImage extends Blob {
  private readonly content: ArrayBuffer;

  constructor(readonly path: string) {
    const content = new Uint8Array(readFileSync(path)).buffer;
    super([content], { type: 'application/x-tar' });
    this.content = content;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.content);
  }
}

let lastImage: SeededImage | undefined;
const seededImage = (path: string): SeededImage => (lastImage?.path === path ? lastImage : (lastImage = new SeededImage(path)));

/**
 * The test database's buffers: PostgreSQL zeroes its shared buffers at start, and PGlite's 128 MB
 * took 0.4 s of each file's start here. A file's data is a few megabytes, all in memory anyway.
 * The gateway itself keeps PGlite's default.
 */
const testStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** An in-memory PGlite holding the seeded image at `path`, as each api test file's gateway starts on. */
export async function pgliteFromImage(path: string): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: seededImage(path), startParams: testStartParams });
  await client.waitReady;
  return client;
}
