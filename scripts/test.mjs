// `npm test`: every test level of ARCHITECTURE.md ("Tests"), in one command.
// unit, machines, api (PGlite), api (PostgreSQL), browser, deploy (vitest) → build → Lighthouse bench (small) → e2e (Playwright):
// the journeys, and beside them the spec-only journeys on SPEC_ONLY=1 gateways.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}; browser and e2e tests need it.
Install it with:  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.`);
  process.exit(1);
}
const pgRoot = '/usr/lib/postgresql';
if (!process.env.PG_BIN && !(existsSync(pgRoot) && readdirSync(pgRoot).length > 0)) {
  console.error(`PostgreSQL is missing; the api tests run once more against a real server.
Install it with:  sudo apt-get update && sudo apt-get install -y postgresql
or point PG_BIN at a folder holding initdb and pg_ctl.`);
  process.exit(1);
}

const nginx = process.env.NGINX ? existsSync(process.env.NGINX) : ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path));
if (!nginx) {
  console.error(`nginx is missing; the deploy test balances three gateways with it (docs/deploy.md).
Install it with:  sudo apt-get update && sudo apt-get install -y nginx
or point NGINX at an nginx binary.`);
  process.exit(1);
}

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

run('unit, machines, api, api-postgres, browser, deploy (vitest)', 'npx', ['vitest', 'run']);
run('build the portal', 'npx', ['vite', 'build', '--logLevel', 'warn']);
// The Lighthouse bench at its smallest (one page, one preset, one audit), so it keeps running: a
// page behind the sign-in, so the bench's own sign-in through the form runs too.
run('Lighthouse bench, the overview, desktop, one audit', 'npx', ['tsx', 'bench/run.ts'], {
  BENCH_PARTS: 'lighthouse',
  BENCH_LIGHTHOUSE_PAGES: 'overview',
  BENCH_LIGHTHOUSE_PRESETS: 'desktop',
  BENCH_LIGHTHOUSE_RUNS: '1',
});
run('e2e (Playwright in Chromium): the journeys, and the spec-only journeys on a SPEC_ONLY=1 back end', 'npx', ['playwright', 'test']);
