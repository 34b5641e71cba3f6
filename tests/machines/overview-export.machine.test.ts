import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ExportInitiativesResponse } from '../../src/api/contract/reports';
import { ApiError } from '../../src/api/http';
import { exportRecommendation } from '../../src/domain/overview';
import { exportTitles, initiativesExportMachine } from '../../src/machines/initiatives-export.machine';
import { selectShownSnackbar, snackbarMachine } from '../../src/machines/snackbar.machine';
import { describePath, walkPath } from './support/walk-paths';

/** The export of initiatives (the overview's "request again" button), its fake answering as told. */
function start(answer: () => Promise<ExportInitiativesResponse>) {
  const snackbar = createActor(snackbarMachine).start();
  const asked: number[] = [];
  const machine = initiativesExportMachine.provide({
    actors: {
      exportInitiatives: fromPromise<ExportInitiativesResponse, { pharmacyId: number }>(({ input }) => (asked.push(input.pharmacyId), answer())),
    },
  });
  const actor = createActor(machine, { input: { pharmacyId: 7, snackbar } }).start();
  const settled = () => waitFor(actor, (s) => s.matches('idle'), { timeout: 1000 });
  return { actor, snackbar, asked, settled };
}

const accepted = () => Promise.resolve({ message: 'Запрос на выгрузку инициатив принят' });

describe('initiatives export, every shortest path', () => {
  const paths = getShortestPaths(initiativesExportMachine, {
    input: { pharmacyId: 7, snackbar: createActor(snackbarMachine) },
    events: [{ type: 'export.request' }],
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      let release!: () => void;
      const sut = start(() => new Promise((resolve) => (release = () => resolve({ message: 'ok' }))));
      await walkPath(path, {
        play: (event) => sut.actor.send(event),
        check: (expected) => expect(sut.actor.getSnapshot().value).toBe(expected.value),
      });
      release?.();
    });
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
