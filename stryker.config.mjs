// Mutation testing of the pure rules (src/domain) and the state machines (src/machines):
// `npm run mutation`, or one folder: `npm run mutation -- --mutate 'src/domain/**/*.ts'`.
// Not part of `npm test` (it reruns the tests once per mutant: tens of minutes); the score is
// written into docs/benchmarks.md. Goals: 85 % killed in src/domain, 80 % in src/machines.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/machines/**/*.ts', 'src/domain/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached its code in the first (dry) run.
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant: a column table, a text) cannot be measured per test,
  // so it reruns every test that imports its file, and money.ts or format.ts is imported by almost
  // all of them: measured on src/domain, 918 of 3 949 mutants were static and Stryker estimated
  // over 50 hours for the run. They are left out (reported as Ignored, not in the score).
  ignoreStatic: true,
  // The machine has two cores shared with other work.
  concurrency: 2,
  timeoutMS: 10_000,
  // Build output and test artifacts are not needed in Stryker's sandbox copy of the project.
  // Anchored with '/': a bare 'reports' also dropped tests/unit/reports from the sandbox.
  ignorePatterns: [
    '/dist',
    '/test-results',
    '/playwright-report',
    '/blob-report',
    '/bench-results',
    '/.data',
    '/.vite',
    '/.vitest-attachments',
    '**/__screenshots__',
    '/reports',
  ],
  // clear-text prints the score per folder and file; html for browsing the survivors.
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, reportTests: false, logTests: false, reportMutants: true, reportScoreTable: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // `--incremental` reuses the results of unchanged code and tests from the last run.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  // Mutants that no test can tell from the code (equivalent mutants), left out of the score here
  // rather than by comments in the code: stryker.exclusions.mjs applies them, and stops the run when
  // an excluded line is no longer found exactly once. Each names the line's code and why.
  appendPlugins: ['./stryker.exclusions.mjs'],
  ignorers: ['exclusions'],
  mutationExclusions: [
    {
      file: 'src/domain/payroll/kopecks.ts',
      line: 'if (!Number.isFinite(value) || value === 0) return 0n;',
      mutators: ['ConditionalExpression'],
      reason: 'zero read the long way is 0n as well: the test only saves the work',
    },
    {
      file: 'src/domain/payroll/kopecks.ts',
      line: 'return value < 0 ? -hundredths : hundredths;',
      mutators: ['EqualityOperator'],
      reason: 'at zero the hundredths are 0n, and -0n is 0n',
    },
    {
      file: 'src/domain/payroll/kopecks.ts',
      line: 'const twice = 2n * (remainder < 0n ? -remainder : remainder);',
      mutators: ['EqualityOperator'],
      reason: 'a remainder of 0n is 0n either way',
    },
    {
      file: 'src/domain/payroll/kopecks.ts',
      line: 'if (twice >= denominator) return quotient + (numerator < 0n ? -1n : 1n);',
      mutators: ['EqualityOperator'],
      reason: 'a rounded-away remainder means the numerator is not 0n',
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: 'return outcome ? { ...outcome, violations: draftViolations(outcome.draft, outcome.texts), revision: context.revision + 1 } : {};',
      mutators: ['ArithmeticOperator'],
      reason: 'the revision is only compared for equality with the one saved; counting down tells changes apart as well',
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: "snackbar: { type: 'error' as const, title, description: context.error?.message },",
      mutators: ['OptionalChaining'],
      reason: 'notifyFailure always follows keepFailure, so the error is set',
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: 'planUnsaved: false,',
      after: 'pendingOffset: null,',
      mutators: ['BooleanLiteral'],
      reason: "the first state's entry (takeMonth) sets planUnsaved to false before anything reads it",
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: "planUnsaved: ({ context, event }) => (event.type === 'plan.unsavedChanged' ? event.unsaved : context.planUnsaved),",
      mutators: ['ConditionalExpression'],
      reason: "followPlanEditor is the action of 'plan.unsavedChanged' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: "takeChosenMonth: assign({ offset: ({ context, event }) => (event.type === 'month.choose' ? event.offset : context.offset) }),",
      mutators: ['ConditionalExpression'],
      reason: "takeChosenMonth is an action of 'month.choose' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: "askAboutMonth: assign({ pendingOffset: ({ event }) => (event.type === 'month.choose' ? event.offset : null) }),",
      mutators: ['ConditionalExpression'],
      reason: "askAboutMonth is an action of 'month.choose' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: 'if (!context.draft) return {};',
      mutators: ['ConditionalExpression'],
      reason: 'edit runs only after the editAccepted guard, which asks for a draft; the check only narrows its type',
    },
    {
      file: 'src/machines/payroll/payroll.machine.ts',
      line: 'violations: [],',
      after: 'month: payrollMonthStart(offset, now()),',
      mutators: ['ArrayDeclaration'],
      reason: "the first state's entry (takeMonth) empties the violations before anything reads them",
    },
    {
      file: 'src/machines/payroll/sales-motivation-filters.machine.ts',
      line: 'if (filters.type === null) return [];',
      mutators: ['ConditionalExpression'],
      reason: 'every initiative has a type, so filtering by a null type gives [] too; the early return only says so',
    },
    {
      file: 'src/machines/payroll/sales-motivation-filters.machine.ts',
      line: "event.type === 'filter.type'",
      mutators: ['ConditionalExpression'],
      reason: "chooseType is the action of 'filter.type' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation-filters.machine.ts',
      line: "event.type === 'filter.initiatives' ? { ...context.filters, initiativeIds: event.initiativeIds, promoters: [] } : context.filters,",
      mutators: ['ConditionalExpression'],
      reason: "chooseInitiatives is the action of 'filter.initiatives' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation-filters.machine.ts',
      line: "event.type === 'filter.promoters' ? { ...context.filters, promoters: event.promoters } : context.filters,",
      mutators: ['ConditionalExpression'],
      reason: "choosePromoters is the action of 'filter.promoters' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation-filters.machine.ts',
      line: "event.type === 'filter.contracts' ? { ...context.filters, contractIds: event.contractIds } : context.filters,",
      mutators: ['ConditionalExpression'],
      reason: "chooseContracts is the action of 'filter.contracts' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation-picker.machine.ts',
      line: "keepTyped: assign({ typed: ({ context, event }) => (event.type === 'picker.search' ? event.text : context.typed) }),",
      mutators: ['ConditionalExpression'],
      reason: "keepTyped is the action of 'picker.search' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation.actors.ts',
      line: 'const enriched = ids.length ? await http().request(calls.enrichMotivationProducts, { body: { productIds: ids }, signal }) : [];',
      mutators: ['ArrayDeclaration'],
      reason: 'with no products there are no rows to name, so what stands for the figures is never read',
    },
    {
      file: 'src/machines/payroll/sales-motivation.machine.ts',
      line: "event.type === 'plan.editBonus' ? updateRow(context.rows, event.id, (row) => ({ ...row, bonus: event.text })) : context.rows,",
      mutators: ['ConditionalExpression'],
      reason: "editBonus is the action of 'plan.editBonus' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation.machine.ts',
      line: "event.type === 'plan.editPlan'",
      mutators: ['ConditionalExpression'],
      reason: "editPlan is the action of 'plan.editPlan' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation.machine.ts',
      line: "event.type === 'plan.toggle' ? updateRow(context.rows, event.id, (row) => ({ ...row, selected: !row.selected })) : context.rows,",
      mutators: ['ConditionalExpression'],
      reason: "toggle is the action of 'plan.toggle' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation.machine.ts',
      line: "event.type === 'plan.toggleAll' ? context.rows.map((row) => ({ ...row, selected: event.selected })) : context.rows,",
      mutators: ['ConditionalExpression'],
      reason: "toggleAll is the action of 'plan.toggleAll' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation.machine.ts',
      line: "rememberAdding: assign({ adding: ({ context, event }) => (event.type === 'products.add' ? event.products : context.adding) }),",
      mutators: ['ConditionalExpression'],
      reason: "rememberAdding is the action of 'products.add' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/payroll/sales-motivation.rows.ts',
      line: "cashierObjective: columns.map((cashierNameFull, index) => ({ cashierNameFull, plan: amountOf('plan', row.plans[index] ?? '') })),",
      mutators: ['StringLiteral'],
      reason: "any text in place of a missing plan is sent as 0 by amountOf, as '' is",
    },
    {
      file: 'src/machines/reports/period-selection.selectors.ts',
      line: 'return overviewQuarterChoices(quartersWithData ?? []);',
      mutators: ['ArrayDeclaration'],
      reason: 'any list without a quarter in it disables all four, as the empty one does',
    },
    {
      file: 'src/machines/reports/period-selection.storage.ts',
      line: "const stored: unknown = JSON.parse(storage.getItem(periodStorageKey(userName, screen)) ?? 'null');",
      mutators: ['StringLiteral'],
      reason: "'' instead of 'null' makes JSON.parse throw, and the catch answers the same null",
    },
    {
      file: 'src/machines/reports/period-selection.storage.ts',
      line: "if (typeof stored !== 'object' || stored === null) return null;",
      mutators: ['ConditionalExpression', 'LogicalOperator'],
      reason: 'without this check a kept number, text or null still reads as no period (no year in it, or a throw into the catch)',
    },
    {
      file: 'src/machines/shared/snackbar.machine.ts',
      line: 'const isShown = (queue: Snackbar[], id: number) => queue[0]?.id === id;',
      mutators: ['OptionalChaining'],
      reason: "asked only in 'showing', where the queue always holds the shown snackbar",
    },
    {
      file: 'src/machines/shared/snackbar.machine.ts',
      line: "if (event.type !== 'snackbar.show') return {};",
      mutators: ['ConditionalExpression'],
      reason: "enqueue is the action of 'snackbar.show' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/shared/table-settings.storage.ts',
      line: "const stored: unknown = JSON.parse(storage.getItem(tableStorageKey(tableName, userName)) ?? 'null');",
      mutators: ['StringLiteral'],
      reason: "'' instead of 'null' makes JSON.parse throw, and the catch answers the same empty state",
    },
    {
      file: 'src/machines/shared/table-settings.storage.ts',
      line: "if (typeof stored !== 'object' || stored === null) return empty();",
      mutators: ['ConditionalExpression', 'LogicalOperator'],
      reason: 'without this check a kept number, text or null still reads as the empty state (no fields in it, or a throw into the catch)',
    },
    {
      file: 'src/machines/orders/order-draft.local.ts',
      line: 'readLocal: fromPromise<LocalDraft | null, DraftOf>(async ({ input }) => drafts()?.read(input) ?? null),',
      mutators: ['OptionalChaining'],
      reason: 'copies are missing only outside a page, where a read that throws opens the draft as one that finds none',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'const keysOf = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);',
      mutators: ['MethodExpression'],
      reason: "both copies compared come from JSON (this computer's storage, the gateway's answer), which holds no undefined values",
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'enqueue.assign({ revision: answer.revision, failure: null, told: true });',
      mutators: ['BooleanLiteral'],
      reason: 'only a read after a failed one asks whether the screen was told, and no read follows a successful one',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: "tell({ type: 'draft.loaded', draft: local.cleared ? null : (context.opened?.draft ?? null) });",
      mutators: ['OptionalChaining'],
      reason: 'before the screen is told, a copy here is the one read when it opened',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'const news = local && !sameJson(context.opened?.draft ?? null, answer.draft);',
      mutators: ['OptionalChaining'],
      reason: 'before the screen is told, a copy here is the one read when it opened',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'enqueue.assign({ local: null, told: true });',
      mutators: ['ObjectLiteral', 'BooleanLiteral'],
      reason: "a back end without drafts is never left, and there neither the copy's stamp nor whether the screen was told is read again",
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: "enqueue.sendTo('local', { type: 'keepCleared', revision: context.revision, changedAt } satisfies LocalDraftCommand);",
      mutators: ['StringLiteral'],
      reason: "the copy's writer keeps a cleared copy for every command that is not a keep, a rebase or a removal",
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'if (context.local) enqueue.assign({ local: { ...context.local, revision: answer.revision } });',
      mutators: ['ConditionalExpression', 'ObjectLiteral'],
      reason: "the stamp's revision is read only when the draft is first read; after a save the next change writes the stamp anew",
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'changedWhileSaving: false,',
      mutators: ['BooleanLiteral'],
      reason: 'every save starts by forgetting it (startSave), and only the end of a save reads it',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'state: context.latest?.state ?? {},',
      mutators: ['OptionalChaining'],
      reason: 'a save starts only once a change is kept, and only a clearing forgets it, which leaves saving',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: 'edits: context.latest?.edits ?? null,',
      mutators: ['OptionalChaining'],
      reason: 'a save starts only once a change is kept, and only a clearing forgets it, which leaves saving',
    },
    {
      file: 'src/machines/orders/order-draft.machine.ts',
      line: `if (snapshot.matches('refused')) return \`Черновик не сохранён: \${snapshot.context.failure?.message ?? ''}\`;`,
      mutators: ['OptionalChaining'],
      reason: 'the draft is refused only with the failure kept',
    },
    {
      file: 'src/machines/orders/recommended-order.config.ts',
      line: 'startLoad: () => ({ loaded: null, error: null }),',
      mutators: ['ObjectLiteral'],
      reason: 'the list loaded is read only once it is shown and the failure only once the load failed; each is written on the way there',
    },
    {
      file: 'src/machines/orders/order-history.machine.ts',
      line: "return { system: order?.system ?? '', orderId: order?.orderId ?? '' };",
      mutators: ['OptionalChaining', 'StringLiteral'],
      reason: 'lines are asked only for an order of the list (the listed guard), and the list does not change while it is shown',
    },
    {
      file: 'src/machines/orders/order-history.machine.ts',
      line: "input: ({ context }) => ({ orderId: context.rejectedOf ?? '' }),",
      mutators: ['StringLiteral'],
      reason: 'the download starts only with its order chosen: rejectedOf is set on the way in',
    },
    {
      file: 'src/machines/orders/order-history.machine.ts',
      line: "fileName: event.output.fileName ?? defaultFileNames.rejected(context.rejectedOf ?? ''),",
      mutators: ['StringLiteral'],
      reason: 'the download starts only with its order chosen: rejectedOf is set on the way in',
    },
    {
      file: 'src/machines/forecast/profit-forecast.setup.ts',
      line: "showProgress: assign({ loadedRows: ({ event }) => (event.type === 'load.progress' ? event.loadedRows : 0) }),",
      mutators: ['ConditionalExpression'],
      reason: "showProgress is the action of 'load.progress' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/forecast/profit-forecast.setup.ts',
      line: "keepOptions: assign(({ event }) => (event.type === 'load.done' ? { options: event.options, loadedRows: event.options.length } : {})),",
      mutators: ['ConditionalExpression'],
      reason: "keepOptions is the action of 'load.done' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/forecast/profit-forecast.setup.ts',
      line: "keepLoadFailure: assign({ error: ({ event }) => (event.type === 'load.failed' ? event.error : null) }),",
      mutators: ['ConditionalExpression'],
      reason: "keepLoadFailure is the action of 'load.failed' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/forecast/profit-forecast.setup.ts',
      line: "event.type === 'quantity.edit' ? patchWindowRow(context.window, event.row, event.text) : context.window,",
      mutators: ['ConditionalExpression'],
      reason: "patchEditedRow is an action of 'quantity.edit' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/forecast/profit-forecast.setup.ts',
      line: "chooseAction: assign({ action: ({ context, event }) => (event.type === 'order.choose' ? event.action : context.action) }),",
      mutators: ['ConditionalExpression'],
      reason: "chooseAction is the action of 'order.choose' alone; the check only narrows the event's type",
    },
    {
      file: 'src/machines/forecast/profit-forecast.actors.ts',
      line: "if (wanted) sendBack({ type: 'load.progress', loadedRows });",
      mutators: ['ConditionalExpression'],
      reason: 'XState drops what a stopped callback sends back, so progress after leaving the load reaches no one either way',
    },
    {
      file: 'src/machines/forecast/profit-forecast.actors.ts',
      line: 'return () => {',
      mutators: ['BlockStatement'],
      reason: 'XState drops what a stopped callback sends back: the flag only spares the work',
    },
    {
      file: 'src/machines/forecast/profit-forecast.actors.ts',
      line: 'wanted = false;',
      mutators: ['BooleanLiteral'],
      reason: 'XState drops what a stopped callback sends back: the flag only spares the work',
    },
    {
      file: 'src/machines/forecast/profit-forecast.machine.ts',
      line: 'input: ({ context }) => ({ worker: context.worker, edits: context.pendingEdits ?? [] }),',
      mutators: ['ArrayDeclaration'],
      reason: 'restoring is entered only through the editsPending guard, so the pending edits are set',
    },
    {
      file: 'src/machines/session/line-return.ts',
      line: 'return () => listening.unsubscribe();',
      mutators: ['ArrowFunction'],
      reason:
        "XState drops what a stopped callback sends back, so a 'line.back' heard after the failure state is left reaches no one; unsubscribing frees the listener",
    },
    {
      file: 'src/machines/reports/pharmacy-purchase.selectors.ts',
      line: "snapshot.matches({ current: 'failed' }) ? (snapshot.context.loadError?.message ?? '') : null;",
      mutators: ['OptionalChaining'],
      reason: 'the read of the sum enters failed only by keeping its failure in loadError',
    },
    {
      file: 'src/machines/reports/rewards.machine.ts',
      line: 'isAcceptedCost: ({ event }) => acceptCostInput(event.text) !== null,',
      mutators: ['ConditionalExpression'],
      reason: "changeCost keeps the group's text when the input is refused, so letting a refused text through changes nothing",
    },
    {
      file: 'src/machines/reports/rewards-distribution.machine.ts',
      line: "if (context.period) enqueue.sendTo('load', { type: 'request', params: context.period });",
      mutators: ['ConditionalExpression'],
      reason: 'the rewards variant of the period selector always holds a quarter, so the period is never null',
    },
  ],
};
