import { http, HttpResponse } from 'msw';
import type { OrderDraft, OrderDraftAnswer, OrderDraftSave, OrderDraftScreen } from '../../../../src/api/contract/order-drafts';

/**
 * Order drafts kept per screen as the gateway does (one user and pharmacy per test), with its
 * revisions: every order screen finds none at first and its saves are read back. Emptied after
 * each test by mock-server.
 */
export const savedDrafts = new Map<string, { revision: number; draft: OrderDraft | null }>();

const answerOf = (screen: string): OrderDraftAnswer => {
  const kept = savedDrafts.get(screen);
  return {
    screen: screen as OrderDraftScreen,
    revision: kept?.revision ?? 0,
    draft: kept?.draft ?? null,
    savedAt: kept ? '2026-11-19T10:00:00.000Z' : null,
  };
};

const path = '/api/pharmacy-cabinet-purchase-service/v1/order-drafts/:screen';

export const orderDraftHandlers = [
  http.get(path, ({ params }) => HttpResponse.json(answerOf(String(params.screen)))),
  http.put(path, async ({ params, request }) => {
    const screen = String(params.screen);
    const { revision, draft } = (await request.json()) as OrderDraftSave;
    const kept = savedDrafts.get(screen);
    if ((kept?.revision ?? 0) !== revision)
      return HttpResponse.json({ message: 'Черновик изменён в другом окне или браузере — обновите' }, { status: 409 });
    savedDrafts.set(screen, { revision: revision + 1, draft });
    return HttpResponse.json(answerOf(screen));
  }),
  http.delete(path, ({ params }) => {
    const screen = String(params.screen);
    savedDrafts.set(screen, { revision: (savedDrafts.get(screen)?.revision ?? 0) + 1, draft: null });
    return HttpResponse.json(answerOf(screen));
  }),
];
