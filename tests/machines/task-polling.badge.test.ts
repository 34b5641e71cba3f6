import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { downloadInitiativeTask, sendCurrentTask } from '../../src/machines/tasks/task-polling.requests';
import * as select from '../../src/machines/tasks/task-polling.selectors';
import { fakeTaskCalls, task } from './support/task-polling-harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startPolling() {
  const calls = fakeTaskCalls();
  const actor = createActor(calls.machine, { input: {} }).start();
  const settle = async () => {
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
  };
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      badge: select.selectBadgeCount(snapshot),
      notice: select.selectFileNotice(snapshot),
      popup: select.selectTasksForPopup(snapshot).map((one) => one.taskId),
    };
  };
  return { ...calls, actor, settle, seen };
}

describe('the bell counts what waits for the user', () => {
  it('unfinished tasks and ready files not yet downloaded; a file saved, a send finished or a failure count no more', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([
      task('run', 'STARTED'),
      task('file', 'SUCCESS'),
      task('sent', 'SUCCESS', { taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', taskType: 'SIMPLE_AUTHORIZED', hasFile: false }),
      task('gone', 'SUCCESS', { hasFile: false }),
      task('failed', 'ERROR'),
    ]);
    await sut.settle();
    expect(sut.seen().badge).toBe(2);
    // The ready file heads the popup; the rest newest first.
    expect(sut.seen().popup).toEqual(['file', 'failed', 'gone', 'sent', 'run']);
    sut.actor.send({ type: 'tasks.download', taskId: 'file' });
    sut.downloads[0].resolve({ blob: new Blob(['xlsx']), fileName: 'Инициатива 42.xlsx' });
    await sut.settle();
    expect(sut.seen().badge).toBe(1);
    expect(sut.seen().popup[0]).toBe('failed');
    sut.actor.stop();
  });

  it('a file that did not come stays counted', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([task('file', 'SUCCESS')]);
    await sut.settle();
    sut.actor.send({ type: 'tasks.download', taskId: 'file' });
    sut.downloads[0].reject(new Error('Файл не найден'));
    await sut.settle();
    expect(sut.seen().badge).toBe(1);
    sut.actor.stop();
  });
});

describe('the line about the initiative file asked for here', () => {
  it('follows it from being made to ready, and is gone once the file is saved', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([]);
    await sut.settle();
    expect(sut.seen().notice).toBeNull();
    sut.actor.send({ type: 'tasks.create', order: downloadInitiativeTask(101, 1, 'Акция 00') });
    sut.creates[0].resolve(task('t1', 'REGISTERED', { initiativeNames: undefined }));
    await sut.settle();
    expect(sut.seen()).toMatchObject({ badge: 1, notice: { kind: 'making', title: 'Файл инициативы «Акция 00»' } });
    // A send afterwards does not take the line over.
    sut.actor.send({ type: 'tasks.create', order: sendCurrentTask(1) });
    sut.creates[1].resolve(
      task('t2', 'REGISTERED', { taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', taskType: 'SIMPLE_AUTHORIZED', hasFile: false }),
    );
    await sut.settle();
    expect(sut.seen()).toMatchObject({ badge: 2, notice: { kind: 'making' } });
    await vi.advanceTimersByTimeAsync(5000);
    sut.loads[1].resolve([
      task('t1', 'SUCCESS'),
      task('t2', 'SUCCESS', { taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', taskType: 'SIMPLE_AUTHORIZED', hasFile: false }),
    ]);
    await sut.settle();
    expect(sut.seen()).toMatchObject({ badge: 1, notice: { kind: 'ready', taskId: 't1', title: 'Файл инициативы «Акция 00»' } });
    sut.actor.send({ type: 'tasks.download', taskId: 't1' });
    sut.downloads[0].resolve({ blob: new Blob(['xlsx']), fileName: 'Инициатива 101.xlsx' });
    await sut.settle();
    expect(sut.seen()).toMatchObject({ badge: 0, notice: null });
    sut.actor.stop();
  });

  it('says so when the file could not be made', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([]);
    await sut.settle();
    sut.actor.send({ type: 'tasks.create', order: downloadInitiativeTask(101, 1, 'Акция 00') });
    sut.creates[0].resolve(task('t1', 'STARTED'));
    await sut.settle();
    await vi.advanceTimersByTimeAsync(5000);
    sut.loads[1].resolve([task('t1', 'ERROR', { errors: ['Нет данных'] })]);
    await sut.settle();
    expect(sut.seen()).toMatchObject({ badge: 0, notice: { kind: 'failed' } });
    sut.actor.stop();
  });
});
