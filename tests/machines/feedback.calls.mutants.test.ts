import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { FeedbackEntry } from '../../src/api/contract/initiatives-list';
import { feedbackMachine } from '../../src/machines/feedback/feedback.machine';
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
