import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedbackEntry, FeedbackRequest } from '../../src/api/contract/initiatives-list';
import { ApiError } from '../../src/api/shared/http';
import { feedbackMachine } from '../../src/machines/feedback/feedback.machine';
import { selectOverLimit, selectSendError, selectSendFailure } from '../../src/machines/feedback/feedback.selectors';
import { fakeGateway, json } from './support/fake-server';

/*
 * The feedback tab against the gateway: what it asks for (its own pharmacy's messages, the
 * initiatives it may name, the message as typed) and what the list shows after a send.
 */

const entry = (id: number, message: string, status = 'NEW'): FeedbackEntry =>
  ({
    id,
    topic: 'order',
    message,
    initiativeId: null,
    initiativeName: null,
    created: '2026-11-20T09:15:00.000Z',
    status,
    answer: null,
  }) as FeedbackEntry;

describe('the feedback tab against the gateway', () => {
  it('asks for its own pharmacy’s messages and the initiatives it may name, sends the message trimmed, and lists it once, first', async () => {
    const earlier = entry(3, 'Когда придёт ответ по заказу?');
    // The list was read after the message had already been stored: the send's answer replaces it.
    const storedBefore = entry(9, 'Не приходит заказ', 'IN_PROGRESS');
    const stored = entry(9, 'Не приходит заказ');
    const gateway = fakeGateway((request) => {
      if (request.method === 'GET') return json([storedBefore, earlier]);
      if (request.url.includes('find-current-by-types')) return json([{ id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' }]);
      return json(stored);
    });
    const actor = createActor(feedbackMachine, { input: { pharmacyId: 42 } }).start();
    await waitFor(actor, (s) => s.matches({ list: 'shown', initiatives: 'shown' }));
    expect(gateway.asked()).toEqual(['GET /api/common/feedback?pharmacyId=42', 'POST /api/reports-rt/initiative/find-current-by-types']);
    const offered = (gateway.bodies()[1] as { types: string[] }).types;
    expect(offered).toContain('MANDATORY_MATRIX');
    expect(offered).not.toContain('PULSAR_BONUS');
    expect(actor.getSnapshot().context.initiatives).toEqual([{ id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' }]);

    actor.send({ type: 'topic.choose', topic: 'order' });
    actor.send({ type: 'message.type', text: '  Не приходит заказ ' });
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => s.matches({ form: 'sent' }));
    expect(gateway.asked()[2]).toBe('POST /api/common/feedback');
    expect(gateway.bodies()[2]).toEqual({ pharmacyId: 42, topic: 'order', message: 'Не приходит заказ', initiativeId: null });
    expect(actor.getSnapshot().context.entries).toEqual([stored, earlier]);
    expect(gateway.signals).toEqual([true, true, true]);
  });
});

/** A load that never answers: the form is used while the lists are still coming. */
const never = fromPromise(() => new Promise<never>(() => {})) as never;

describe('the feedback form’s limits and failures', () => {
  it('a text of exactly 2000 characters fits; one more is refused by 1 character', () => {
    const actor = createActor(feedbackMachine.provide({ actors: { loadFeedback: never, loadInitiatives: never } }), {
      input: { pharmacyId: 1 },
    }).start();
    actor.send({ type: 'message.type', text: 'я'.repeat(2000) });
    expect(selectOverLimit(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'message.type', text: 'я'.repeat(2001) });
    expect(selectOverLimit(actor.getSnapshot())).toBe('Сообщение длиннее 2 000 символов на 1 символ: сократите его, чтобы отправить.');
  });

  it('a refused send opens the error modal with the server’s failure, and says it in the form', async () => {
    const refusal = new ApiError(400, 'Тема не выбрана');
    let sends = 0;
    const machine = feedbackMachine.provide({
      actors: {
        loadFeedback: never,
        loadInitiatives: never,
        sendFeedback: fromPromise<FeedbackEntry, FeedbackRequest>(async () => {
          sends += 1;
          if (sends === 1) throw refusal;
          return new Promise<never>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: { pharmacyId: 1 } }).start();
    expect(selectSendFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'topic.choose', topic: 'order' });
    actor.send({ type: 'message.type', text: 'Не приходит заказ' });
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(selectSendFailure(actor.getSnapshot())).toEqual({ status: 400, message: 'Тема не выбрана' });
    expect(selectSendError(actor.getSnapshot())).toBe('Не удалось отправить сообщение: Тема не выбрана');
    // Sent again as it stands: the modal does not come back while the new try is on its way.
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().matches({ form: 'sending' })).toBe(true);
    expect(selectSendFailure(actor.getSnapshot())).toBeNull();
    expect(selectSendError(actor.getSnapshot())).toBeNull();
  });
});
