import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect';
import { orderSends } from '../../db/schema';
import { badRequest, unprocessable } from '../../core/errors';

/**
 * What the portal sends once per confirmed order (docs/decisions/order-idempotency.md): any text of 1 to
 * 100 letters, digits, '-' or '_' (a UUID fits).
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/u;

/** The Idempotency-Key a send names; null when it names none (the spec's call, no check). */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!KEY_PATTERN.test(key)) throw badRequest('Заголовок Idempotency-Key: от 1 до 100 латинских букв, цифр, «-» или «_»');
  return key;
}

/** The order a send carries, as a fingerprint: its body as parsed, written back in the order it came. */
const bodyHashOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

/** A key that named another order: the IETF's Idempotency-Key header draft answers it 422. */
export const KEY_OF_ANOTHER_ORDER =
  'Этот ключ Idempotency-Key уже использован для заказа с другим составом: заказ не отправлен. Отправьте заказ ещё раз — портал даст ему новый ключ.';

/**
 * Stores an order at most once per key: `store` makes the order and its answer in the caller's
 * transaction. With a key, the key is claimed first in that transaction; a repeat waits for the
 * first to commit (its insert meets the first's row), then answers what the first answered,
 * storing nothing — if it carries the same order: a changed order under the first's key is refused
 * (422) and sends nothing, never answered as the order it is not. If the first failed, nothing of
 * it was committed, and the repeat stores the order itself. Without a key, the order is stored as
 * before.
 */
export async function storeOnce<Answer>(
  app: FastifyInstance,
  request: FastifyRequest,
  store: (db: Database) => Promise<Answer>,
): Promise<Answer> {
  const key = keyOf(request);
  if (key === null) return store(app.db);
  const call = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const bodyHash = bodyHashOf(request);
  const ofKey = and(eq(orderSends.userId, request.user.id), eq(orderSends.idempotencyKey, key));
  return app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(orderSends)
      .values({ userId: request.user.id, idempotencyKey: key, call, bodyHash, created: app.clock() })
      .onConflictDoNothing()
      .returning({ call: orderSends.call });
    if (!claimed) {
      const [first] = await tx
        .select({ call: orderSends.call, answer: orderSends.answer, bodyHash: orderSends.bodyHash })
        .from(orderSends)
        .where(ofKey);
      if (first.call !== call) throw badRequest('Этот ключ Idempotency-Key уже использован для другого вызова');
      if (first.bodyHash !== null && first.bodyHash !== bodyHash) throw unprocessable(KEY_OF_ANOTHER_ORDER);
      return first.answer as Answer;
    }
    const answer = await store(tx);
    await tx.update(orderSends).set({ answer }).where(ofKey);
    return answer;
  });
}
