import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { viMockFiles } from './tests/vi-mock-files.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  test: {
    projects: [
      // Vitest runs projects of one `sequence.groupOrder` together, and they must share one
      // `maxWorkers`. Node projects: three files at once on two cores (vitest's default there is
      // one worker): many api files wait on spawned gateways, timers and a stopped database, and a
      // third file fills those waits (5 min 50 s with two, 5 min 1 s with three, 2026-12-02). The
      // browser project runs after them, one file at a time, so layout and focus tests never share
      // the CPU with another Chromium page.
      //
      // `isolate: false` on the node projects: a worker keeps its modules from one file to the next
      // instead of importing the gateway, drizzle, PGlite and XState again for every file, which
      // took over a third of the run (import 498 s of 1 314 s). Each file still builds its own
      // gateway and database. The files that replace modules with vi.mock (tests/vi-mock-files.js)
      // run isolated, in their own project.
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/stop-actors.ts'],
          maxWorkers: 3,
          isolate: false,
        },
      },
      {
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
          exclude: viMockFiles,
          setupFiles: ['tests/support/stop-actors.ts'],
          maxWorkers: 3,
          isolate: false,
        },
      },
      { test: { name: 'machines-mocked', environment: 'node', include: viMockFiles, maxWorkers: 3 } },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Migrates and seeds one PGlite that every file's gateway starts from a copy of.
          globalSetup: ['tests/support/server-build.ts', 'tests/api/support/pglite-image.ts'],
          // Three files at once: each has its own in-memory database, and much of a file's time is
          // spent waiting (scrypt, spawned gateways, the sign-in slow-down).
          maxWorkers: 3,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same api tests against a real PostgreSQL server started for the run.
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/server-build.ts', 'tests/api/support/postgres-server.ts'],
          env: { API_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Three files at once, like the api project: each file has its own database on the server.
          maxWorkers: 3,
          isolate: false,
        },
      },
      {
        // The deployment of docs/deploy.md (three gateway instances behind nginx on a throwaway
        // PostgreSQL), alone after every other project: it loads both cores for about a minute.
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          globalSetup: ['tests/support/server-build.ts'],
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        publicDir: 'test-public',
        optimizeDeps: {
          // Every dependency a lazily loaded screen or worker imports: found mid-run, vite would
          // re-optimise and reload the page under a running test.
          //
          // msw too, though vitest's browser mode leaves it out of the optimised set (its own module
          // mocking, unused here, loads msw itself): left out, every test file's page fetched msw's
          // core and GraphQL's parser as some 200 separate modules, 0.8 s of each file's import.
          include: [
            'xlsx',
            'apache-arrow',
            'comlink',
            'react',
            'react-dom/client',
            'msw',
            'msw/browser',
            'react-data-grid',
            '@visx/xychart',
            'date-fns',
            'qrcode',
          ],
        },
        test: {
          name: 'browser',
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['tests/browser/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
