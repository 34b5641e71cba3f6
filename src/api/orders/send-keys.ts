import { randomUuid } from '../../domain/shared/random-uuid';

/**
 * The Idempotency-Key of an order being confirmed, shared by the tabs of this browser. Two tabs
 * of one user confirming the same order (destination, type, pharmacy, lines: `order`) at once, or
 * one after the other before the second has seen the first's send, would each make a key of
 * their own and the gateway would store two orders. Here the second takes the key the first made
 * for that order within the last SHARED_KEY_MS, so the gateway stores the order once and answers
 * the second as the first. The tab that made a key makes a new one for the same lines after its
 * answer (the order-send machine forgets its key then): ordering the same lines again from the same
 * tab is a new order, as before. Another browser or computer makes its own key.
 */
export const SHARED_KEY_MS = 15 * 60_000;

const prefix = 'orderSendKey:';

/** This page's own mark: a reloaded tab is another page and takes the key too. */
const thisPage = randomUuid();

interface SharedKey {
  key: string;
  at: number;
  page: string;
}

/** A short, stable name of an order's text (cyrb53): the records stay small for an order of thousands of lines. */
function fingerprint(order: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < order.length; i++) {
    const code = order.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readShared(storage: Storage, name: string): SharedKey | null {
  try {
    const record = JSON.parse(storage.getItem(name) ?? 'null') as Partial<SharedKey> | null;
    return record && typeof record.key === 'string' && typeof record.at === 'number' && typeof record.page === 'string'
      ? (record as SharedKey)
      : null;
  } catch {
    return null;
  }
}

/**
 * The key to send `order` under: another page's key for the same order made within
 * SHARED_KEY_MS, else a new one, recorded for the other pages. Without storage (a worker, a
 * browser that refuses it) a new key, as before.
 */
export function sharedOrderKey(order: string, storage: Storage | null = pageStorage(), now = Date.now(), page = thisPage): string {
  if (!storage) return randomUuid();
  const name = `${prefix}${fingerprint(order)}`;
  const shared = readShared(storage, name);
  if (shared && shared.page !== page && now - shared.at >= 0 && now - shared.at < SHARED_KEY_MS) return shared.key;
  const key = randomUuid();
  try {
    forgetOld(storage, now);
    storage.setItem(name, JSON.stringify({ key, at: now, page } satisfies SharedKey));
  } catch {
    // Storage full or refused: this tab's key is its own, as before.
  }
  return key;
}

/** Records older than SHARED_KEY_MS go, so they never pile up. */
function forgetOld(storage: Storage, now: number): void {
  const old: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (!name?.startsWith(prefix)) continue;
    const shared = readShared(storage, name);
    if (!shared || now - shared.at >= SHARED_KEY_MS || now < shared.at) old.push(name);
  }
  old.forEach((name) => storage.removeItem(name));
}

function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
