import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/**
 * Bundles the baseline page's script (main-thread.ts) in memory with the project's own bundler,
 * production mode and minified like the portal, as one classic script: nothing is written, the
 * bench serves it with page.route.
 */
export async function bundleMainThreadPage(): Promise<string> {
  const entry = fileURLToPath(new URL('./main-thread.ts', import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'benchMainThread', fileName: () => 'main-thread.js' },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((each) => each.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The baseline page was not bundled');
  return chunk.code;
}

/** The page itself: nothing but the script; the bench drives it with page.evaluate. */
export const mainThreadHtml = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Прогноз на главном потоке (бенчмарк)</title></head>
<body><p>Базовый замер: работа воркера прогноза на главном потоке.</p><script src="main-thread.js"></script></body></html>`;
