import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectShownSnackbar, snackbarMachine, type SnackbarContent } from '../../src/machines/shared/snackbar.machine';

const saved: SnackbarContent = { type: 'success', title: 'Заказ отправлен' };
const hoverable: SnackbarContent = { type: 'warning', title: 'Нет данных', dismissOnHover: true };
const failed: SnackbarContent = { type: 'error', title: 'Ошибка сервера' };

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(snackbarMachine, { clock }).start();
  const shown = () => selectShownSnackbar(actor.getSnapshot())?.title ?? null;
  return { actor, clock, shown, show: (snackbar: SnackbarContent) => actor.send({ type: 'snackbar.show', snackbar }) };
}

describe('snackbar machine: dismissing the shown snackbar', () => {
  it('the only one: nothing is shown and the machine rests (a later one gets a full delay)', () => {
    const sut = start();
    sut.show(saved);
    sut.clock.increment(4000);
    sut.actor.send({ type: 'snackbar.dismiss', id: 1 });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.shown()).toBeNull();
    sut.show(failed);
    sut.clock.increment(5999);
    expect(sut.shown()).toBe('Ошибка сервера');
    sut.clock.increment(1);
    expect(sut.shown()).toBeNull();
  });

  it('with one waiting: the waiting one shows for its own full delay, then goes', () => {
    const sut = start();
    sut.show(saved);
    sut.show(failed);
    sut.clock.increment(5000);
    sut.actor.send({ type: 'snackbar.dismiss', id: 1 });
    expect(sut.actor.getSnapshot().value).toBe('showing');
    expect(sut.shown()).toBe('Ошибка сервера');
    sut.clock.increment(5999);
    expect(sut.shown()).toBe('Ошибка сервера');
    sut.clock.increment(1);
    expect(sut.shown()).toBeNull();
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });
});

describe('snackbar machine: mouse-over', () => {
  it('over a snackbar that does not allow it: it stays', () => {
    const sut = start();
    sut.show(saved);
    sut.actor.send({ type: 'snackbar.hover', id: 1 });
    expect(sut.shown()).toBe('Заказ отправлен');
    expect(sut.actor.getSnapshot().context.queue.map((s) => s.id)).toEqual([1]);
  });

  it('naming a waiting snackbar does not dismiss the shown hoverable one', () => {
    const sut = start();
    sut.show(hoverable);
    sut.show(saved);
    sut.actor.send({ type: 'snackbar.hover', id: 2 });
    expect(sut.shown()).toBe('Нет данных');
    expect(sut.actor.getSnapshot().context.queue.map((s) => s.title)).toEqual(['Нет данных', 'Заказ отправлен']);
  });

  it('over the shown hoverable one: it goes and the next shows', () => {
    const sut = start();
    sut.show(hoverable);
    sut.show(saved);
    sut.actor.send({ type: 'snackbar.hover', id: 1 });
    expect(sut.shown()).toBe('Заказ отправлен');
    expect(sut.actor.getSnapshot().value).toBe('showing');
  });
});
