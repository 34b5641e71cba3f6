import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway a developer runs beside `npm run dev` (npm run gateway).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the gateway would otherwise compress on every request; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest|wasm)$/u;
/** Below this a compressed copy saves less than its headers cost (the gateway's on-the-fly threshold too). */
const MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every compressible file of the
 * build, once, at build time: the gateway serves them as they are (@fastify/static's
 * preCompressed), so a portal file costs no compression per request and goes out smallest.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const bytes = await readFile(path);
        await writeFile(
          `${path}.br`,
          await brotli(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        await writeFile(`${path}.gz`, await gzip(bytes, { level: 9 }));
      }
    },
  };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the build renders the sign-in form ahead: inside the repository, so `react` resolves. */
const MARKUP_DIR = here('node_modules/.cache/sign-in-markup');

/**
 * /pa/sign-in's own page (sign-in.html) with the form drawn in at build time:
 * 'Войти' is on the first paint, and the page's first script carries no React (src/sign-in-main.ts).
 * The form is React's own markup (src/app/sign-in-markup.tsx, built for Node here and run once),
 * so the hydrating page finds exactly the tree it draws.
 */
function prerenderSignIn(): Plugin {
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['sign-in.html'];
      if (!page || page.type !== 'asset') return;
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          ssr: here('src/app/sign-in-markup.tsx'),
          outDir: MARKUP_DIR,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'sign-in-markup.mjs' } },
        },
      });
      const rendered = (await import(
        `${pathToFileURL(join(MARKUP_DIR, 'sign-in-markup.mjs')).href}?${Date.now()}`
      )) as typeof import('./src/app/sign-in-markup');
      const { html, title } = rendered.signInMarkup();
      const source = String(page.source);
      if (!source.includes('<!--sign-in-form-->')) throw new Error('sign-in.html has lost its <!--sign-in-form--> mark');
      if (!source.includes('<script type="module" ')) throw new Error('sign-in.html has no module script');
      // The first paint waits for the page's first script (1 KB, beside the stylesheet that holds
      // it anyway): 'Войти' is never on screen before a press of it is taken (sign-in-early.ts).
      // vite drops the attribute from the source page, hence here.
      page.source = source
        .replace('<!--sign-in-form-->', html)
        .replace(/<title>[^<]*<\/title>/u, `<title>${title}</title>`)
        .replace('<script type="module" ', '<script type="module" blocking="render" ');
    },
  };
}

export default defineConfig({
  base: '/pa/',
  plugins: [react(), prerenderSignIn(), precompress()],
  worker: { format: 'es' },
  // No source maps in the build: the gateway serves dist/portal to anyone (the dev server has its own).
  // Two pages: every address's index.html, and /pa/sign-in's own with its form drawn in.
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { input: { index: here('index.html'), 'sign-in': here('sign-in.html') } },
  },
  server: {
    proxy: {
      '/api': gateway,
      // Runtime configuration comes from the gateway, never from the build.
      '/pa/config.json': gateway,
      // The gateway's page for users who are not a pharmacy's (no CORPORATE_PORTAL_URL set).
      '/pa/corporate': gateway,
    },
  },
});
