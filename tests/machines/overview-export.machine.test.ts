import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ExportInitiativesResponse } from '../../src/api/contract/reports';
import { ApiError } from '../../src/api/shared/http';
import { exportRecommendation } from '../../src/domain/reports/overview';
import { exportTitles, initiativesExportMachine, selectExporting } from '../../src/machines/list/initiatives-export.machine';
import { selectShownSnackbar, snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

/** The export of initiatives (the overview's "request again" button), its fake answering as told. */
function start(answer: () => Promise<ExportInitiativesResponse>) {
  const snackbar = createActor(snackbarMachine).start();
  const asked: number[] = [];
  const machine = initiativesExportMachine.provide({
    actors: {
      exportInitiatives: fromPromise<ExportInitiativesResponse, { pharmacyId: number }>(
        ({ input }) => (asked.push(input.pharmacyId), answer()),
      ),
    },
  });
  const actor = createActor(machine, { input: { pharmacyId: 7, snackbar } }).start();
  const settled = () => waitFor(actor, (s) => s.matches('idle'), { timeout: 1000 });
  return { actor, snackbar, asked, settled };
}

const accepted = () => Promise.resolve({ message: 'Запрос на выгрузку инициатив принят' });

describe('initiatives export, every shortest path, checked against what the user sees', () => {
  type ExportSnapshot = SnapshotFrom<typeof initiativesExportMachine>;
  const invokeId = '0.initiativesExport.exporting';
  const answered = { type: `xstate.done.actor.${invokeId}`, output: { message: 'Запрос принят' } };
  const refused = { type: `xstate.error.actor.${invokeId}`, error: new ApiError(429, 'Инициативы уже запрошены сегодня') };
  const eventsFor = (snapshot: ExportSnapshot) =>
    snapshot.matches('exporting') ? [{ type: 'export.request' }, answered, refused] : [{ type: 'export.request' }];
  const where = (snapshot: ExportSnapshot) =>
    `${String(snapshot.value)} after ${snapshot.context.message === null ? 'nothing' : snapshot.context.message.startsWith('Запрос') ? 'success' : 'failure'}`;
  const paths = getShortestPaths(initiativesExportMachine, {
    input: { pharmacyId: 7, snackbar: createActor(snackbarMachine) },
    events: eventsFor as never,
    serializeState: ((snapshot: ExportSnapshot) => JSON.stringify([snapshot.value, snapshot.context.message])) as never,
  });

  // By hand: the button (its text, disabled while the request runs) and the snackbar on screen.
  const ready = { button: 'Запросить инициативы заново', disabled: false };
  const busy = { button: 'Запрашиваем инициативы…', disabled: true };
  const success = {
    type: 'success',
    title: 'Инициативы запрошены',
    description: 'Запрос принят. Рекомендуем запрашивать инициативы не чаще одного раза в день.',
  };
  const failure = { type: 'error', title: 'Не удалось запросить инициативы', description: 'Инициативы уже запрошены сегодня' };
  const expected = {
    'idle after nothing': { ...ready, snackbar: null },
    'exporting after nothing': { ...busy, snackbar: null },
    'idle after success': { ...ready, snackbar: success },
    'exporting after success': { ...busy, snackbar: success },
    'idle after failure': { ...ready, snackbar: failure },
    'exporting after failure': { ...busy, snackbar: failure },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as ExportSnapshot)),
      async () => {
        const held: Array<(outcome: { type: string }) => void> = [];
        const sut = start(
          () =>
            new Promise((resolve, reject) =>
              held.push((outcome) => (outcome.type === answered.type ? resolve(answered.output) : reject(refused.error))),
            ),
        );
        await walkAndSee(path, {
          play: async (event: { type: string }) => {
            if (event.type === 'export.request') return void sut.actor.send({ type: 'export.request' });
            held.splice(0).forEach((answer) => answer(event));
            await sut.settled();
          },
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => {
            const exporting = selectExporting(sut.actor.getSnapshot());
            const shown = selectShownSnackbar(sut.snackbar.getSnapshot());
            return {
              button: exporting ? 'Запрашиваем инициативы…' : 'Запросить инициативы заново',
              disabled: exporting,
              snackbar: shown && { type: shown.type, title: shown.title, description: shown.description },
            };
          },
          expected,
        });
      },
    );
  }
});

describe('initiatives export, by the spec', () => {
  it('shows the server’s message plus the once-a-day recommendation on success', async () => {
    const sut = start(accepted);
    sut.actor.send({ type: 'export.request' });
    expect(sut.actor.getSnapshot().value).toBe('exporting');
    await sut.settled();
    expect(sut.asked).toEqual([7]);
    expect(selectShownSnackbar(sut.snackbar.getSnapshot())).toMatchObject({
      type: 'success',
      title: exportTitles.success,
      description: `Запрос на выгрузку инициатив принят. ${exportRecommendation}`,
    });
  });

  it('shows an error snackbar with the message on failure, and can be asked again', async () => {
    const sut = start(() => Promise.reject(new ApiError(429, 'Инициативы уже запрошены сегодня')));
    sut.actor.send({ type: 'export.request' });
    await sut.settled();
    expect(selectShownSnackbar(sut.snackbar.getSnapshot())).toMatchObject({
      type: 'error',
      title: exportTitles.failure,
      description: 'Инициативы уже запрошены сегодня',
    });
    sut.actor.send({ type: 'export.request' });
    expect(sut.actor.getSnapshot().value).toBe('exporting');
  });

  it('ignores a second press while the request runs', async () => {
    const sut = start(accepted);
    sut.actor.send({ type: 'export.request' });
    sut.actor.send({ type: 'export.request' });
    await sut.settled();
    expect(sut.asked).toEqual([7]);
  });
});
