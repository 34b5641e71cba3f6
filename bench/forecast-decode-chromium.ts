import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { forecastArrowMediaType } from '../src/api/contract/forecast-arrow';
import { storageKeys } from '../src/api/shared/storage-keys';
import { chromiumArgs, chromiumPath } from '../vitest.config';
import { benchContext, signIn } from './browser/page';
import { ensurePortalBuilt } from './browser/gateway';
import { median, round } from './forecast-transfer-measure';

/**
 * Decoding against arrival where the portal really decodes: in Chromium, whose
 * network service (another process) reads the socket and undoes brotli, the forecast worker only
 * gets the bytes. A page of the built portal's origin, signed in through its sign-in screen, holds
 * two dedicated workers: the portal's own forecast worker (its built script, driven with comlink's
 * messages as the screen drives it) loading the forecast into its columns, and a worker that only
 * fetches the same answer (same address, same headers) and reads it to the end. They run
 * alternating; each time is from the page's message to the worker's answer, so both include the
 * same two message hops. Plain answers are asked for with the context's extra Accept-Encoding
 * header (it reaches a dedicated worker's fetches too); brotli is what Chromium asks for on its
 * own, on loopback as well. The encoding each answer came in is printed from its headers.
 */
export interface ChromiumDecodeFigure {
  encoding: string;
  /** Content-Encoding of the answers as the workers saw them. */
  encodingSeen: string;
  rows: number;
  runs: number;
  /** Median ms from the page's message to the drain worker's last byte. */
  arrivalMs: number;
  /** Median ms from the page's message to the forecast worker's columns built (its load answered). */
  decodedMs: number;
  ratio: number;
  /** The answer's body as sent (still encoded), counted by the Node half on the same gateway. */
  wireBytes: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The built forecast worker's address under the portal (its name carries the build's hash). */
function forecastWorkerPath(): string {
  const script = readdirSync(`${root}dist/portal/assets`).find((name) => /^forecast\.worker-.*\.js$/.test(name));
  if (!script) throw new Error('dist/portal has no forecast worker: npx vite build');
  return `/pa/assets/${script}`;
}

/** The page's side (plain JavaScript): window.__decodeSetup and window.__decode. */
const pageScript = readFileSync(fileURLToPath(new URL('./browser/decode-workers.js', import.meta.url)), 'utf8');

interface Decoded {
  ms: number;
  rows: number;
}

interface Drained {
  ms: number;
  encoding: string;
  bytes: number;
  status: number;
}

interface SetupOptions {
  workerPath: string;
  pharmacyId: number;
  accept: string;
  tokenKey: string;
}

declare global {
  interface Window {
    __decodeSetup(options: SetupOptions): Promise<void>;
    __decode: { decode(): Promise<Decoded>; drain(): Promise<Drained> };
  }
}

/** The two workers started in the page (a string evaluated, so the page's CSP does not apply). */
async function startWorkers(page: Page, options: SetupOptions): Promise<void> {
  await page.evaluate(pageScript);
  await page.evaluate((setup) => window.__decodeSetup(setup), options);
}

export async function runChromiumDecode({
  origin,
  rows,
  runs,
  pharmacyId,
  wireBytes,
  log,
}: {
  origin: string;
  rows: number;
  runs: number;
  pharmacyId: number;
  /** Bytes on the wire per encoding, from the Node half. */
  wireBytes: Record<string, number>;
  log: (line: string) => void;
}): Promise<ChromiumDecodeFigure[]> {
  ensurePortalBuilt(log);
  const figures: ChromiumDecodeFigure[] = [];
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    for (const encoding of ['identity', 'br']) {
      // A fresh page per encoding: its workers start anew, and the routing applies to it alone.
      const context = await benchContext(browser, origin);
      try {
        // Chromium keeps an Accept-Encoding it is given (a route's rewritten one it replaces with its own).
        if (encoding === 'identity') await context.setExtraHTTPHeaders({ 'accept-encoding': 'identity' });
        const page = await context.newPage();
        await signIn(page);
        await startWorkers(page, {
          workerPath: forecastWorkerPath(),
          pharmacyId,
          accept: forecastArrowMediaType,
          tokenKey: storageKeys.token,
        });
        const decode = () => page.evaluate(() => window.__decode.decode());
        const drain = async () => {
          const drained = await page.evaluate(() => window.__decode.drain());
          if (drained.status !== 200) throw new Error(`Chromium (${encoding}): the drained answer was ${drained.status}`);
          return drained;
        };
        // One of each first: the worker's script loaded and compiled, the code warm for both.
        await drain();
        const first = await decode();
        if (first.rows !== rows) throw new Error(`Chromium (${encoding}): ${first.rows} rows decoded, ${rows} seeded`);
        const arrivals: number[] = [];
        const decodes: number[] = [];
        let seen = '';
        for (let run = 0; run < runs; run++) {
          const drained = await drain();
          const decoded = await decode();
          arrivals.push(drained.ms);
          decodes.push(decoded.ms);
          seen = drained.encoding;
          log(
            `  Chromium ${encoding} (${seen}), run ${run + 1}: arrival ${drained.ms.toFixed(0)} ms, decoded ${decoded.ms.toFixed(0)} ms, ratio ${(decoded.ms / drained.ms).toFixed(2)}`,
          );
        }
        const arrivalMs = median(arrivals);
        const decodedMs = median(decodes);
        figures.push({
          encoding,
          encodingSeen: seen,
          rows,
          runs,
          arrivalMs: round(arrivalMs),
          decodedMs: round(decodedMs),
          ratio: Math.round((decodedMs / arrivalMs) * 100) / 100,
          wireBytes: wireBytes[encoding] ?? 0,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
  }
  return figures;
}
