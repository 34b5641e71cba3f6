import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { selectShownSnackbar, snackbarMachine, type SnackbarContent } from '../../src/machines/shared/snackbar.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type SnackbarSnapshot = SnapshotFrom<typeof snackbarMachine>;
const autoHide = 'xstate.after.autoHide.snackbar.showing';
const saved: SnackbarContent = { type: 'success', title: 'Заказ отправлен', description: 'Поставщик принял 12 позиций' };
const hoverable: SnackbarContent = { type: 'warning', title: 'Нет данных', dismissOnHover: true };
const started: SnackbarContent = { type: 'info', title: 'Запущено формирование файла.', untilResult: true };

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(snackbarMachine, { clock }).start();
  return { actor, clock, show: (snackbar: SnackbarContent) => actor.send({ type: 'snackbar.show', snackbar }) };
}

// Events offered in a snapshot: three kinds of snackbar (while fewer than two wait), and dismissing
// or hovering the shown and the waiting one, by their real ids.
const eventsFor = (snapshot: SnackbarSnapshot) => {
  const [shown, waiting] = snapshot.context.queue;
  return [
    ...(snapshot.context.queue.length < 2 ? [saved, hoverable, started].map((snackbar) => ({ type: 'snackbar.show', snackbar })) : []),
    ...[shown, waiting].filter(Boolean).flatMap(({ id }) => [
      { type: 'snackbar.dismiss', id },
      { type: 'snackbar.hover', id },
    ]),
    { type: autoHide },
  ];
};
const serializeState = (snapshot: SnackbarSnapshot) => JSON.stringify([snapshot.value, snapshot.context.queue.map((s) => s.title)]);

describe('snackbar machine, every shortest path, checked against what the user sees', () => {
  const paths = getShortestPaths(snackbarMachine, { events: eventsFor as never, serializeState: serializeState as never });
  // Where: the state and the titles in the queue, the shown one first.
  const where = (snapshot: SnackbarSnapshot) => `${String(snapshot.value)}: ${snapshot.context.queue.map((s) => s.title).join(' + ')}`;
  const savedShown = { type: 'success', title: 'Заказ отправлен', description: 'Поставщик принял 12 позиций' };
  const hoverableShown = { type: 'warning', title: 'Нет данных', description: undefined };
  const startedShown = { type: 'info', title: 'Запущено формирование файла.', description: undefined };

  // By hand: the snackbar on screen (only the first of the queue; the waiting one is not seen).
  const expected = {
    'idle: ': null,
    'showing: Заказ отправлен': savedShown,
    'showing: Нет данных': hoverableShown,
    'showing: Заказ отправлен + Заказ отправлен': savedShown,
    'showing: Заказ отправлен + Нет данных': savedShown,
    'showing: Нет данных + Заказ отправлен': hoverableShown,
    'showing: Нет данных + Нет данных': hoverableShown,
    // A «started» notice is shown alone: whatever comes next takes its place.
    'showing: Запущено формирование файла.': startedShown,
    'showing: Заказ отправлен + Запущено формирование файла.': savedShown,
    'showing: Нет данных + Запущено формирование файла.': hoverableShown,
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => serializeState(state as SnackbarSnapshot)),
      async () => {
        const sut = start();
        await walkAndSee(path, {
          play: (event: { type: string }) => (event.type === autoHide ? sut.clock.increment(6000) : sut.actor.send(event as never)),
          current: () => sut.actor.getSnapshot(),
          where,
          see: () => {
            const shown = selectShownSnackbar(sut.actor.getSnapshot());
            return shown && { type: shown.type, title: shown.title, description: shown.description };
          },
          expected,
        });
      },
    );
  }
});

describe('snackbar machine, by the spec', () => {
  it('shows snackbars one at a time, in the order they came', () => {
    const sut = start();
    sut.show(saved);
    sut.show(hoverable);
    expect(selectShownSnackbar(sut.actor.getSnapshot())).toMatchObject(saved);
    sut.actor.send({ type: 'snackbar.dismiss', id: 1 });
    expect(selectShownSnackbar(sut.actor.getSnapshot())).toMatchObject(hoverable);
  });

  it('hides a snackbar after the auto-hide delay, and gives the next one its own full delay', () => {
    const sut = start();
    sut.show(saved);
    sut.clock.increment(5000);
    sut.show(hoverable);
    sut.clock.increment(1000);
    expect(selectShownSnackbar(sut.actor.getSnapshot())?.title).toBe(hoverable.title);
    sut.clock.increment(5999);
    expect(selectShownSnackbar(sut.actor.getSnapshot())?.title).toBe(hoverable.title);
    sut.clock.increment(1);
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });

  it('is dismissed by mouse-over only where that is enabled', () => {
    const sut = start();
    sut.show(saved);
    sut.actor.send({ type: 'snackbar.hover', id: 1 });
    expect(selectShownSnackbar(sut.actor.getSnapshot())?.id).toBe(1);
    sut.actor.send({ type: 'snackbar.dismiss', id: 1 });
    sut.show(hoverable);
    sut.actor.send({ type: 'snackbar.hover', id: 2 });
    expect(selectShownSnackbar(sut.actor.getSnapshot())).toBeNull();
  });

  it('replaces «Запущено формирование…» by the result as soon as it comes, with the result’s full delay', () => {
    const sut = start();
    sut.show(started);
    sut.clock.increment(1000);
    sut.show(saved);
    expect(selectShownSnackbar(sut.actor.getSnapshot())).toMatchObject(saved);
    expect(sut.actor.getSnapshot().context.queue.map((s) => s.title)).toEqual([saved.title]);
    sut.clock.increment(5999);
    expect(selectShownSnackbar(sut.actor.getSnapshot())).toMatchObject(saved);
  });

  it('drops a waiting «Запущено формирование…» when newer news comes', () => {
    const sut = start();
    sut.show(hoverable);
    sut.show(started);
    sut.show(saved);
    expect(sut.actor.getSnapshot().context.queue.map((s) => s.title)).toEqual([hoverable.title, saved.title]);
  });

  it('drops a waiting snackbar without touching the shown one', () => {
    const sut = start();
    sut.show(saved);
    sut.show(hoverable);
    sut.actor.send({ type: 'snackbar.dismiss', id: 2 });
    expect(sut.actor.getSnapshot().context.queue.map((s) => s.id)).toEqual([1]);
  });
});
