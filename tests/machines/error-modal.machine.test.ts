import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { errorFallback, errorModalMachine, errorMessage, selectErrorMessage } from '../../src/machines/shared/error-modal.machine';

const events = [
  { type: 'errorModal.show', error: { status: 404, message: 'Отчёт не найден' } },
  { type: 'errorModal.show', error: new Error('') },
  { type: 'errorModal.close' },
] as const;

describe('error modal machine, every shortest path', () => {
  const model = createTestModel(errorModalMachine, {
    events: [...events],
    serializeState: ((snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, snapshot.context])) as never,
  });
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const actor = createActor(errorModalMachine).start();
      await path.test({
        events: {
          'errorModal.show': ({ event }) => actor.send(event as never),
          'errorModal.close': ({ event }) => actor.send(event),
        },
        states: {
          closed: () => expect(selectErrorMessage(actor.getSnapshot())).toBeNull(),
          open: (expected) => expect(selectErrorMessage(actor.getSnapshot())).toBe(expected.context.message),
        },
      });
    });
  }
});

describe('error modal machine, by the spec', () => {
  it('opens for every new error, shows the newest and closes with Ок', () => {
    const actor = createActor(errorModalMachine).start();
    actor.send({ type: 'errorModal.show', error: { status: 500, message: 'Отчёт не сформирован' } });
    expect(selectErrorMessage(actor.getSnapshot())).toBe('Отчёт не сформирован');
    actor.send({ type: 'errorModal.show', error: { status: 403, message: 'Нет доступа' } });
    expect(selectErrorMessage(actor.getSnapshot())).toBe('Нет доступа');
    actor.send({ type: 'errorModal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each([undefined, null, '', '   ', {}, { message: 42 }, { status: 500, message: '' }, 42])(
    'falls back to the spec text for an error without a message (%j)',
    (error) => expect(errorMessage(error)).toBe(errorFallback),
  );

  it('takes the message of thrown errors and plain strings', () => {
    expect(errorMessage(new Error('Сбой сети'))).toBe('Сбой сети');
    expect(errorMessage('Сервер недоступен')).toBe('Сервер недоступен');
  });
});
