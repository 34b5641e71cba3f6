import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/shared/http';
import type { ReportDownloadKind } from '../../src/domain/shared/initiative-types';
import type { ReportDownload } from '../../src/domain/reports/files/rows';
import type { ReportDownloadRequest, ReportFile, WorkbookInput } from '../../src/machines/reports/report-download.actors';
import { reportDownloadMachine, selectPreparingFile } from '../../src/machines/reports/report-download.machine';
import { selectShownSnackbar, snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof reportDownloadMachine>;
interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

const productOfTheDay: ReportDownloadRequest = { kind: 'product-of-the-day', initiativeId: 7, initiativeName: 'Товар дня: март' };
const answer: ReportDownload = { initiativeId: 7, initiativeName: 'Товар дня: весна', rows: [] };
const bytes = new Uint8Array([80, 75, 3, 4]).buffer;

/** The machine with its three actors faked: the test decides when and how each ends. */
function startDownloads() {
  const fetches: Array<ReportDownloadRequest & Deferred<ReportDownload>> = [];
  const builds: Array<{ kind: ReportDownloadKind } & Deferred<ArrayBuffer>> = [];
  const saves: Array<ReportFile & Deferred<void>> = [];
  const later = <T, I>(list: Array<I & Deferred<T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));
  const machine = reportDownloadMachine.provide({
    actors: {
      fetchRows: fromPromise<ReportDownload, ReportDownloadRequest>(({ input }) => later(fetches, input)),
      buildWorkbook: fromPromise<ArrayBuffer, WorkbookInput>(({ input }) => later(builds, { kind: input.kind })),
      saveFile: fromPromise<void, ReportFile>(({ input }) => later(saves, input)),
    },
  });
  const snackbar = createActor(snackbarMachine).start();
  const actor = createActor(machine, { input: { snackbar } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, snackbar, fetches, builds, saves, settle };
}

const events = [
  { type: 'download.request', request: productOfTheDay },
  { type: 'xstate.done.actor.fetchRows', output: answer },
  { type: 'xstate.error.actor.fetchRows', error: new ApiError(404, 'У инициативы №7 нет отчёта «Товар дня»') },
  { type: 'xstate.done.actor.buildWorkbook', output: bytes },
  { type: 'xstate.error.actor.buildWorkbook', error: new Error('Фоновый обработчик не запустился') },
  { type: 'xstate.done.actor.saveFile', output: undefined },
  { type: 'xstate.error.actor.saveFile', error: new Error('Браузер запретил сохранение') },
] as never[];

// Where: the step of preparing and how many requests wait (finite: at most one waits in the model).
const where = (snapshot: Snapshot) => {
  const step = typeof snapshot.value === 'string' ? snapshot.value : `preparing ${snapshot.value.preparing}`;
  return `${step}, ${snapshot.context.waiting.length} waiting`;
};

describe('report download machine, every shortest path, checked against what the user sees', () => {
  const paths = getShortestPaths(reportDownloadMachine, {
    events: (snapshot) => (snapshot.context.waiting.length > 0 ? events.slice(1) : events),
    serializeState: where as never,
    input: { snackbar: createActor(snackbarMachine) },
  });

  // By hand: the overlay 'Подготовка файла...', and the name the browser saves under while saving.
  const name = 'Товар дня — Товар дня весна.xlsx';
  const expected = {
    'idle, 0 waiting': { overlay: false, savingAs: null },
    'preparing fetching, 0 waiting': { overlay: true, savingAs: null },
    'preparing fetching, 1 waiting': { overlay: true, savingAs: null },
    'preparing building, 0 waiting': { overlay: true, savingAs: null },
    'preparing building, 1 waiting': { overlay: true, savingAs: null },
    'preparing saving, 0 waiting': { overlay: true, savingAs: name },
    'preparing saving, 1 waiting': { overlay: true, savingAs: name },
  };

  it('reaches exactly the states written by hand (a failure passes back to idle)', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startDownloads();
      await walkAndSee(path, {
        play: async (event: { type: string; output?: never; error?: unknown; request?: ReportDownloadRequest }) => {
          if (event.type === 'download.request') return sut.actor.send(event as never);
          const list = event.type.endsWith('fetchRows') ? sut.fetches : event.type.endsWith('buildWorkbook') ? sut.builds : sut.saves;
          const pending = list.at(-1)!;
          if (event.type.startsWith('xstate.done')) pending.resolve(event.output as never);
          else pending.reject(event.error);
          await sut.settle();
        },
        current: () => sut.actor.getSnapshot(),
        where,
        see: () => {
          const snapshot = sut.actor.getSnapshot();
          return {
            overlay: selectPreparingFile(snapshot),
            savingAs: snapshot.matches({ preparing: 'saving' }) ? sut.saves.at(-1)!.name : null,
          };
        },
        expected,
      });
    });
  }
});

// Generated expectations follow the machine; these say what the spec says.
describe('report download machine, by the spec', () => {
  it('shows the overlay from the request until the file is saved, then saves under the Russian name', async () => {
    const sut = startDownloads();
    expect(selectPreparingFile(sut.actor.getSnapshot())).toBe(false);
    sut.actor.send({ type: 'download.request', request: productOfTheDay });
    expect(selectPreparingFile(sut.actor.getSnapshot())).toBe(true);
    expect(sut.fetches).toMatchObject([{ kind: 'product-of-the-day', initiativeId: 7 }]);
    sut.fetches[0].resolve(answer);
    await sut.settle();
    expect(sut.actor.getSnapshot().value).toEqual({ preparing: 'building' });
    sut.builds[0].resolve(bytes);
    await sut.settle();
    expect(sut.saves).toMatchObject([{ name: 'Товар дня — Товар дня весна.xlsx', bytes }]);
    expect(selectPreparingFile(sut.actor.getSnapshot())).toBe(true);
    sut.saves[0].resolve();
    await sut.settle();
    expect(selectPreparingFile(sut.actor.getSnapshot())).toBe(false);
    expect(sut.actor.getSnapshot().context).toMatchObject({ current: null, download: null, bytes: null });
  });

  it('names the file after the row when the gateway gives no initiative name', async () => {
    const sut = startDownloads();
    sut.actor.send({ type: 'download.request', request: { kind: 'procurement', initiativeId: 3, initiativeName: 'Закупка Q1' } });
    sut.fetches[0].resolve({ initiativeId: 3, initiativeName: '', rows: [] });
    await sut.settle();
    sut.builds[0].resolve(bytes);
    await sut.settle();
    expect(sut.saves[0].name).toBe('Закупка — Закупка Q1.xlsx');
  });

  it.each([
    ['the rows cannot be fetched', 0, new ApiError(503, 'Сервис отчётов недоступен')],
    ['the worker fails', 1, new Error('Фоновый обработчик не запустился: ошибка загрузки')],
    ['the browser refuses to save', 2, new Error('Браузер запретил сохранение')],
  ])('a failure when %s shows an error snackbar with the message and lifts the overlay', async (_when, failingStep, error) => {
    const sut = startDownloads();
    sut.actor.send({ type: 'download.request', request: productOfTheDay });
    const steps = [() => sut.fetches[0], () => sut.builds[0], () => sut.saves[0]];
    const outputs = [answer, bytes];
    for (let step = 0; step < failingStep; step += 1) {
      steps[step]().resolve(outputs[step] as never);
      await sut.settle();
    }
    steps[failingStep]().reject(error);
    await sut.settle();
    expect(selectPreparingFile(sut.actor.getSnapshot())).toBe(false);
    expect(selectShownSnackbar(sut.snackbar.getSnapshot())).toMatchObject({
      type: 'error',
      title: 'Не удалось скачать отчёт «Товар дня»',
      description: error.message,
    });
  });

  it('a request made while a file is prepared waits its turn, under the same overlay', async () => {
    const sut = startDownloads();
    sut.actor.send({ type: 'download.request', request: productOfTheDay });
    sut.actor.send({ type: 'download.request', request: { kind: 'procurement', initiativeId: 3, initiativeName: 'Закупка Q1' } });
    expect(sut.fetches).toHaveLength(1);
    sut.fetches[0].reject(new ApiError(500, 'Сбой'));
    await sut.settle();
    expect(sut.fetches.map((fetch) => fetch.kind)).toEqual(['product-of-the-day', 'procurement']);
    expect(selectPreparingFile(sut.actor.getSnapshot())).toBe(true);
  });
});
