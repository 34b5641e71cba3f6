import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import rules of eslint.config.js, as a developer would meet them: a file that imports up a
 * layer, or another screen's files, is refused with the rule's message; one that imports down is
 * not. The folder cycles once broken (app <-> screens, machines <-> workers, machines <-> ui)
 * cannot come back while these hold. The gateway's layers likewise (core, db, reports, auth, http,
 * metrics, tasks, services, then seed, openapi and portal, then the start-up files at server/'s
 * root): the folder pairs once importing each other (auth <-> http, http <-> services,
 * services <-> tasks) cannot come back, type-only imports included.
 */
const eslint = new ESLint();

async function problemsOf(filePath: string, importPath: string, importing = 'import'): Promise<string[]> {
  const [result] = await eslint.lintText(`${importing} '${importPath}';\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

describe('import layers', () => {
  // The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy
  // machine): done here, with room, so no single case carries it into its 5 s limit.
  beforeAll(() => problemsOf('src/app/x.ts', '../domain/money'), 60_000);

  it.each([
    ['a screen imports the app', 'src/screens/payroll/X.tsx', '../../app/routes', 'Only the app imports the app'],
    ['shared ui imports the app', 'src/ui/grid/X.ts', '../../app/app-actors', 'Only the app imports the app'],
    ['a machine imports the ui', 'src/machines/x.ts', '../ui/save-file', 'Machines sit below the ui'],
    ['a machine imports a screen', 'src/machines/orders/x.ts', '../../screens/orders/send/OrderSend', 'Machines sit below the ui'],
    ['a worker imports a machine', 'src/workers/orders/x.ts', '../../machines/orders/order-send.types', 'Workers sit below the machines'],
    [
      'the api imports a machine',
      'src/api/orders/x.ts',
      '../../machines/shared/api-error',
      'The api knows only its contract and the domain',
    ],
    [
      'a screen imports another screen',
      'src/screens/forecast/X.tsx',
      '../reports/ReportsScreen',
      "A screen imports no other screen's files",
    ],
    [
      'a screen part imports another screen',
      'src/screens/reports/overview/X.tsx',
      '../../payroll/PayrollTab',
      "A screen imports no other screen's files",
    ],
    [
      'a shared screen folder imports a screen',
      'src/screens/orders/send/X.tsx',
      '../rg/RgOrderTab',
      "A screen imports no other screen's files",
    ],
    ['the domain imports a machine', 'src/domain/orders/x.ts', '../../machines/shared/api-error', 'Domain rules are pure'],
    [
      'an order screen imports another order screen',
      'src/screens/orders/rg/X.tsx',
      '../recommended/RecommendedOrderTab',
      "A screen imports no other screen's files",
    ],
    [
      'a screen imports an order screen through its room',
      'src/screens/forecast/X.tsx',
      '../orders/rg/RgOrderTab',
      "A screen imports no other screen's files",
    ],
    [
      'the sign-in imports the entry screen',
      'src/screens/session/sign-in/X.tsx',
      '../entry/EntryScreen',
      "A screen imports no other screen's files",
    ],
    ['a screen calls the api of its room', 'src/screens/payroll/X.tsx', '../../api/payroll/payroll', 'Screens never call the api'],
  ])('refuses: %s', async (_, filePath, importPath, message) => {
    const problems = await problemsOf(filePath, importPath);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    ['a screen imports the shared order pieces', 'src/screens/orders/rg/X.tsx', '../send/DraftBar'],
    ['the forecast imports the shared order pieces', 'src/screens/forecast/X.tsx', '../orders/send/DraftBar'],
    ['a screen imports the contract', 'src/screens/payroll/X.tsx', '../../api/contract/payroll'],
    ['a screen imports a domain folder named as a screen', 'src/screens/payroll/X.tsx', '../../domain/payroll/result'],
    ['a screen imports its own parts', 'src/screens/reports/overview/X.tsx', '../downloads/ReportDownloads'],
    ['a screen imports the app context from ui', 'src/screens/payroll/X.tsx', '../../ui/app-context'],
    ['the app imports a screen', 'src/app/x.tsx', '../screens/reports/ReportsScreen'],
    ['a worker imports the domain', 'src/workers/x.ts', '../domain/orders/order-draft'],
    ['the ui imports a machine', 'src/ui/x.tsx', '../machines/snackbar.machine'],
  ])('allows: %s', async (_, filePath, importPath) => {
    expect(await problemsOf(filePath, importPath)).toEqual([]);
  });
});

describe('gateway import layers', () => {
  beforeAll(() => problemsOf('server/app.ts', './core/clock'), 60_000);

  it.each([
    ['the core imports http', 'server/core/x.ts', '../http/route', 'The core (clock, config, errors, ids, encodings) is the leaf'],
    [
      'the core imports a start-up file',
      'server/core/x.ts',
      '../cluster',
      "Only the files at server/'s root import those at server/'s root",
    ],
    ['auth imports http', 'server/auth/x.ts', '../http/route', 'Tokens and passwords sit below http'],
    [
      'http imports a service',
      'server/http/x.ts',
      '../services/forecast/arrow-route',
      'http (routes, input, ownership) sits below every service and task',
    ],
    ['a task imports a service', 'server/tasks/x.ts', '../services/reports/downloads', 'The background tasks sit below the services'],
    ['the stored reports import http', 'server/reports/x.ts', '../http/route', 'The stored reports are read on top of the database alone'],
    [
      'the metrics import the cluster',
      'server/metrics/x.ts',
      '../cluster',
      "Only the files at server/'s root import those at server/'s root",
    ],
    ['a service imports the seed', 'server/services/orders/x.ts', '../../seed/foundation', 'A service imports the layers below it'],
    ['a service imports the app', 'server/services/x.ts', '../app', "Only the files at server/'s root import those at server/'s root"],
    ['the portal pages import the seed', 'server/portal/x.ts', '../seed/index', 'The portal pages import the layers below'],
    ['the database imports auth', 'server/db/x.ts', '../auth/passwords', 'The database layer imports only the core'],
    [
      'the gateway imports a machine',
      'server/services/x.ts',
      '../../src/machines/shared/api-error',
      'The gateway shares only src/domain and src/api/contract',
    ],
    [
      'the gateway imports an api wrapper',
      'server/services/x.ts',
      '../../src/api/orders/local-drafts',
      'The gateway shares only src/domain and src/api/contract',
    ],
  ])('refuses: %s', async (_, filePath, importPath, message) => {
    const problems = await problemsOf(filePath, importPath);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('refuses a type-only import up a layer too', async () => {
    const problems = await problemsOf('server/tasks/x.ts', '../services/x', 'import type { Database } from');
    expect(problems).toEqual([expect.stringContaining('The background tasks sit below the services')]);
  });

  it.each([
    ['a service imports its own folder', 'server/services/forecast/x.ts', '../reports/pharmacy-scope'],
    ['a service imports the stored reports', 'server/services/reports/x.ts', '../../reports/initiatives'],
    ['a task imports the stored reports', 'server/tasks/x.ts', '../reports/stored-downloads'],
    ['http imports the core', 'server/http/x.ts', '../core/errors'],
    ['auth imports the database', 'server/auth/x.ts', '../db/connect'],
    ['the core imports the shared contract', 'server/core/x.ts', '../../src/api/contract/common'],
    ['the app imports a service', 'server/app.ts', './services/index'],
    ['the seed imports a service', 'server/seed/x.ts', '../services/reports/bonuses'],
  ])('allows: %s', async (_, filePath, importPath) => {
    expect(await problemsOf(filePath, importPath)).toEqual([]);
  });
});
