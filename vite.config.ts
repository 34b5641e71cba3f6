import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway a developer runs beside `npm run dev` (npm run gateway).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
/** Where the gateway serves the portal. */
const base = '/pa/';

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

/**
 * The build takes react-router's production bundle: its package points every bundler at the
 * development one (remix-run/react-router#12532, meant to be temporary), whose extra checks and
 * warnings ran in the portal's start-up. The dev server and the tests keep the development one.
 */
function reactRouterProduction(): Plugin {
  const production = here('node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}

/**
 * React's named exports as the module's own bindings in the build. React is CommonJS, and rolldown
 * reads each name imported from a CommonJS module through a getter it defines (`__toESM`): every
 * `useState`, `useMemo`, `useContext` of every render was a call through a bound function (4.2 ms
 * of the 43 ms task that draws the recommended order's grid, in a profile of the unminified build;
 * rolldown/rolldown#8719). Here `react` is a module of ours that reads React's exports once and
 * exports each as a constant, so a render reads a variable. The names are those of React's own
 * production module; a name it lacks fails the build. The dev server and the tests keep `react`.
 */
const REACT_NAMED_EXPORTS = '\0react-named-exports';

function reactNamedExports(): Plugin {
  const id = REACT_NAMED_EXPORTS;
  const names = Object.keys(createRequire(import.meta.url)(here('node_modules/react/cjs/react.production.js')) as object);
  return {
    name: 'react-named-exports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'react' && importer !== id ? id : null),
    load: (loading) =>
      loading === id ? `import React from 'react';\nexport const { ${names.join(', ')} } = React;\nexport default React;\n` : null,
  };
}

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

/** The chunks every page of index.html runs before its first screen, whatever the address. */
const PORTAL_CHUNKS = ['portal', 'router'];

/**
 * index.html asks for the portal's code and the router's with its own scripts, as modulepreload
 * links. Every address it serves starts the portal (src/main.tsx; /pa/sign-in with nobody signed in
 * is sign-in.html), but the page's first script asked for them only once it had come and run: on a
 * phone's line a round trip more before the first screen. They are fetched here, not run: each runs
 * when the start-up imports it, as before.
 */
function preloadPortal(): Plugin {
  return {
    name: 'preload-portal',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const links = PORTAL_CHUNKS.map((name) => {
        const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
        if (!chunk) throw new Error(`The build has no ${name} chunk to preload in index.html`);
        return `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`;
      });
      const source = String(page.source);
      const stylesheet = /<link rel="stylesheet"[^>]*>/u.exec(source);
      if (!stylesheet) throw new Error('index.html has no stylesheet link to put the preloads after');
      // After the stylesheet, which the first paint waits for: these two are never asked for ahead of it.
      page.source = source.replace(stylesheet[0], [stylesheet[0], ...links].join('\n    '));
    },
  };
}

/** Where the portal's report screens start: the screens the routes load on first visit, and each reports tab's code. */
const REPORT_DOORS = [here('src/app/screen-code.ts'), here('src/app/report-tab-code.ts')];
/** The pages' own first scripts. */
const PAGE_ENTRIES = [here('src/main.tsx'), here('src/sign-in-main.ts')];

/** The order screens (the forecast's order side included): their shared code is theirs alone. */
const ORDER_SCREENS = /[\\/]src[\\/]screens[\\/](?:orders|forecast)[\\/]/u;
/** The portal's grid: a screen drawing one needs react-data-grid and the grid's own code. */
const GRID = here('src/ui/grid/DataGrid.tsx');

/**
 * The code the report screens share, in chunks of their own. Every report screen (each reports
 * tab, the report detail, the order history) is fetched when first opened; what two or more of
 * them use would otherwise be merged by the bundler into the portal's chunk, which every signed-in
 * page loads before anything is drawn. Code the pages load anyway (React, XState, the app-wide
 * actors) stays where it is: the light sign-in page must not grow.
 *
 * Three chunks by who uses the code, each family inside the next: order-screens (used by order
 * screens only: the order machines, sending, drafts), grid-screens (by screens that draw a grid
 * only: react-data-grid), report-screens (the rest). Payroll then loads none of the grid and the
 * orders (about 230 KB before compression), the overview none of the orders. A module imports only
 * modules used by at least the screens that use it, so a family's chunk imports only its own and
 * the wider families' chunks: never a circle, and each chunk runs after those it reads. (Chunks per
 * exact set of screens, `entriesAware`, once ran a module before one it reads: the RG order's
 * action texts were undefined.) What a chunk captures is closed under imports, hence no
 * dependencies pulled in: those would bring React into it.
 */
function reportScreensGroup(): Rolldown.CodeSplittingGroup {
  // Worked out once a chunking pass (its context), on the first module asked about.
  const familyOf = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const families = (ctx: Rolldown.ChunkingContext) => {
    const known = familyOf.get(ctx);
    if (known) return known;
    const info = (id: string) => ctx.getModuleInfo(id);
    // Everything the pages load before a report screen: their static imports and, but for the
    // report screens themselves, what they load later (the app, the portal, workers, probes).
    const before = new Set<string>();
    const pending = [...PAGE_ENTRIES];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (before.has(id)) continue;
      before.add(id);
      const module = info(id);
      if (!module) continue;
      pending.push(...module.importedIds);
      if (!REPORT_DOORS.includes(id)) pending.push(...module.dynamicallyImportedIds);
    }
    const users = new Map<string, string[]>();
    const gridScreens = new Set<string>();
    const orderScreens = new Set<string>();
    const screens = new Set(REPORT_DOORS.flatMap((door) => info(door)?.dynamicallyImportedIds ?? []));
    for (const screen of screens) {
      const reached = staticallyReached(ctx, [screen], (id) => before.has(id));
      for (const id of reached) users.set(id, [...(users.get(id) ?? []), screen]);
      if (ORDER_SCREENS.test(screen)) orderScreens.add(screen);
      if (ORDER_SCREENS.test(screen) || reached.has(GRID)) gridScreens.add(screen);
    }
    const chunks = new Map<string, string>();
    for (const [id, usedBy] of users) {
      if (usedBy.length < 2) continue;
      if (usedBy.every((screen) => orderScreens.has(screen))) chunks.set(id, 'order-screens');
      else if (usedBy.every((screen) => gridScreens.has(screen))) chunks.set(id, 'grid-screens');
      else chunks.set(id, 'report-screens');
    }
    familyOf.set(ctx, chunks);
    return chunks;
  };
  return {
    name: (id, ctx) => families(ctx).get(id) ?? null,
    debugName: 'report-screens',
    includeDependenciesRecursively: false,
  };
}

/** The modules `starts` import, and what those import, but for the ones `skip` names and all they alone reach. */
function staticallyReached(ctx: Rolldown.ChunkingContext, starts: string[], skip: (id: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || skip(id)) continue;
    reached.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** React's own packages: one chunk, "react", cached across releases. */
const REACT = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/u;

/** The portal's first chunks after the page's own: its router and screens, and the start-up behind the first paint. */
const PORTAL_DOORS = [here('src/app/portal-start.tsx'), here('src/app/app-start.tsx')];

/**
 * One chunk named `name` for the modules `modulesOf` gives, worked out once a chunking pass (its
 * context), on the first module asked about. Captured as they are: no dependencies pulled in.
 */
function chunkOf(name: string, modulesOf: (ctx: Rolldown.ChunkingContext) => Set<string>): Rolldown.CodeSplittingGroup {
  const modulesIn = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const modules = (ctx: Rolldown.ChunkingContext) => {
    let known = modulesIn.get(ctx);
    if (!known) modulesIn.set(ctx, (known = modulesOf(ctx)));
    return known;
  };
  return { name: (id, ctx) => (modules(ctx).has(id) ? name : null), debugName: name, includeDependenciesRecursively: false };
}

/**
 * The portal's own code in one chunk, "portal": what the portal's start (the router, the frame,
 * the app-wide actors, the http client) reaches and the page's first script does not. Left to the
 * bundler it came as a dozen chunks of 1–13 KB, split by which start reached them; on a phone's
 * line, with six connections to one host, each was a round trip in the queue before the screen.
 * Closed under imports like report-screens: a module it reaches is in it, or loaded before it.
 */
const portalGroup = () =>
  chunkOf('portal', (ctx) => {
    const first = staticallyReached(ctx, PAGE_ENTRIES, () => false);
    const router = /node_modules[\\/]react-router[\\/]/u;
    return staticallyReached(ctx, PORTAL_DOORS, (id) => first.has(id) || REACT.test(id) || router.test(id));
  });

/**
 * What the page's first script (src/main.tsx) reaches, in one chunk, "start": left to the bundler
 * it came as six chunks of 2-3 KB, split by which pages and later starts also reach each module,
 * and index.html asked for every one. React has its own chunk, and so has what /pa/sign-in's first
 * script reaches (that page must not grow).
 */
const startGroup = () =>
  chunkOf('start', (ctx) => {
    const signIn = staticallyReached(ctx, [here('src/sign-in-main.ts')], () => false);
    const start = staticallyReached(ctx, [here('src/main.tsx')], (id) => signIn.has(id) || REACT.test(id));
    start.delete(here('src/main.tsx'));
    return start;
  });

export default defineConfig({
  base,
  plugins: [reactRouterProduction(), reactNamedExports(), react(), prerenderSignIn(), preloadPortal(), precompress()],
  worker: { format: 'es' },
  // No source maps in the build: the gateway serves dist/portal to anyone (the dev server has its own).
  // Two pages: every address's index.html, and /pa/sign-in's own with its form drawn in.
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: false,
    // All the styles in one file (48 KB, 8 KB in brotli), loaded with the page: split per chunk,
    // a data screen fetched five or six stylesheets beside its code, each a place in the queue of
    // six connections a phone's line has to one host (Lighthouse mobile: LCP 100-300 ms later).
    cssCodeSplit: false,
    rolldownOptions: {
      input: { index: here('index.html'), 'sign-in': here('sign-in.html') },
      output: {
        codeSplitting: {
          groups: [
            // The router in a chunk of its own (it was, as a chunk shared with the reports route):
            // portal-start stays the portal's own code, and the router is cached across releases.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/u, includeDependenciesRecursively: false },
            // React in one chunk: it came as two (its DOM package; its core with the JSX runtime).
            // With the module that names React's exports, which react-dom requires too.
            { name: 'react', test: (id) => REACT.test(id) || id === REACT_NAMED_EXPORTS, includeDependenciesRecursively: false },
            reportScreensGroup(),
            portalGroup(),
            startGroup(),
          ],
        },
      },
    },
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
