import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import rules of eslint.config.js, as a developer would meet them: a file that imports up a
 * layer, or another screen's files, is refused with the rule's message; one that imports down is
 * not. The folder cycles once broken (app <-> screens, machines <-> workers, machines <-> ui)
 * cannot come back while these hold.
 */
const eslint = new ESLint();

async function problemsOf(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${importPath}';\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
}

describe('import layers', () => {
  // The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy
  // machine): done here, with room, so no single case carries it into its 5 s limit.
  beforeAll(() => problemsOf('src/app/x.ts', '../domain/money'), 60_000);

  it.each([
    ['a screen imports the app', 'src/screens/payroll/X.tsx', '../../app/routes', 'Only the app imports the app'],
    ['shared ui imports the app', 'src/ui/grid/X.ts', '../../app/app-actors', 'Only the app imports the app'],
    ['a machine imports the ui', 'src/machines/x.ts', '../ui/save-file', 'Machines sit below the ui'],
    ['a machine imports a screen', 'src/machines/x.ts', '../screens/orders/OrderSend', 'Machines sit below the ui'],
    ['a worker imports a machine', 'src/workers/x.ts', '../machines/order-send.types', 'Workers sit below the machines'],
    ['the api imports a machine', 'src/api/x.ts', '../machines/api-error', 'The api knows only its contract and the domain'],
    ['a screen imports another screen', 'src/screens/profit-forecast/X.tsx', '../reports/ReportsScreen', "A screen imports no other screen's files"],
    ['a screen part imports another screen', 'src/screens/reports/overview/X.tsx', '../../payroll/PayrollTab', "A screen imports no other screen's files"],
    ['a shared screen folder imports a screen', 'src/screens/orders/X.tsx', '../rg-order/RgOrderTab', "A screen imports no other screen's files"],
    ['the domain imports a machine', 'src/domain/x.ts', '../machines/api-error', 'Domain rules are pure'],
  ])('refuses: %s', async (_, filePath, importPath, message) => {
    const problems = await problemsOf(filePath, importPath);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    ['a screen imports the shared order pieces', 'src/screens/rg-order/X.tsx', '../orders/DraftBar'],
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
