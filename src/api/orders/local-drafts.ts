import { jwtDecode } from 'jwt-decode';
import * as v from 'valibot';
import { OrderDraft, ORDER_DRAFT_MAX_BYTES, type OrderDraftScreen } from '../contract/order-drafts';
import { AccessClaims } from '../contract/uaa';
import { storageKeys } from '../shared/storage-keys';

/**
 * The copy of an order screen's draft kept on this computer (the browser's localStorage) until
 * the gateway holds it: a reload or a closed tab while the line is down loses nothing, and on a
 * back end without drafts it is the only copy. localStorage because a write is done when setItem
 * returns: a page unloaded right after a change still finds it, which an IndexedDB transaction in
 * flight does not promise.
 *
 * Kept per user (the id in the signed-in token, read at every call: nobody signed in, nothing is
 * read or written, and another user's copies are never read), pharmacy and screen. Bounded: one
 * copy as the gateway bounds a draft (ORDER_DRAFT_MAX_BYTES; a larger one is not kept here, and
 * the older copy goes with it so it never comes back as if current), all copies on this computer
 * together LOCAL_DRAFTS_MAX_CHARS (past it the copies changed longest ago go first).
 */

/** Which draft: one order screen's, for one pharmacy (the gateway keeps it per user as well). */
export interface DraftOf {
  screen: OrderDraftScreen;
  pharmacyId: number;
}

/** What one copy holds. */
export interface LocalDraft {
  /** The draft as last changed here; null: cleared here and the gateway not told yet. */
  draft: OrderDraft | null;
  /** The gateway's revision this copy was made from (0: none known). */
  revision: number;
  /** When it was last changed here, ms since 1970 by this computer's clock. */
  changedAt: number;
  /**
   * What the gateway held at `revision` (null: no draft), so a copy that went apart from a newer
   * one there can be merged with it line by line. Absent from copies kept before it was recorded:
   * those are weighed whole, the newer wins.
   */
  base?: OrderDraft | null;
}

/** Why a copy could not be kept. */
export type LocalDraftRefusal = 'tooLarge' | 'noRoom';

/** Every copy on this computer together, in characters of their stored text (eight full-size drafts). */
export const LOCAL_DRAFTS_MAX_CHARS = 8 * ORDER_DRAFT_MAX_BYTES;

const prefix = 'orderDraft:';
const userPrefix = (userId: number) => `${prefix}${userId}:`;
const keyOf = (userId: number, { pharmacyId, screen }: DraftOf) => `${userPrefix(userId)}${pharmacyId}:${screen}`;

const Stored = v.object({
  draft: v.nullable(OrderDraft),
  revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  changedAt: v.number(),
  base: v.optional(v.nullable(OrderDraft)),
});

type LocalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** The user id of a stored access token; null when none or unreadable. */
function userIdOf(token: string | null): number | null {
  if (!token) return null;
  try {
    const claims = v.safeParse(AccessClaims, jwtDecode(token));
    return claims.success ? claims.output.user_id : null;
  } catch {
    return null;
  }
}

/** The copies of this computer, over the given storage (the page's localStorage in the portal). */
export function localDrafts(storage: LocalStorage) {
  const signedInUser = () => userIdOf(storage.getItem(storageKeys.token));

  const draftKeys = (): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };

  const readKey = (key: string): LocalDraft | null => {
    try {
      const parsed = v.safeParse(Stored, JSON.parse(storage.getItem(key) ?? 'null'));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  };

  /** Room for `needed` more characters: the copies changed longest ago (any user's) go first. */
  const makeRoom = (keep: string, needed: number) => {
    const others = draftKeys().filter((key) => key !== keep);
    let used = others.reduce((sum, key) => sum + (storage.getItem(key)?.length ?? 0), 0);
    if (used + needed <= LOCAL_DRAFTS_MAX_CHARS) return;
    const oldestFirst = others
      .map((key) => ({ key, at: readKey(key)?.changedAt ?? 0, size: storage.getItem(key)?.length ?? 0 }))
      .sort((a, b) => a.at - b.at);
    for (const { key, size } of oldestFirst) {
      if (used + needed <= LOCAL_DRAFTS_MAX_CHARS) return;
      storage.removeItem(key);
      used -= size;
    }
  };

  return {
    /** The signed-in user's copy of this screen, or null (none, unreadable, or nobody signed in). */
    read(of: DraftOf): LocalDraft | null {
      const userId = signedInUser();
      return userId === null ? null : readKey(keyOf(userId, of));
    },

    /** Keeps the copy; a refusal removes the older one. Nobody signed in: nothing is kept. */
    keep(of: DraftOf, copy: LocalDraft): LocalDraftRefusal | null {
      const userId = signedInUser();
      if (userId === null) return null;
      const key = keyOf(userId, of);
      const text = JSON.stringify(copy);
      if (copy.draft && bytesOf(JSON.stringify(copy.draft)) > ORDER_DRAFT_MAX_BYTES) {
        storage.removeItem(key);
        return 'tooLarge';
      }
      try {
        makeRoom(key, text.length);
        storage.setItem(key, text);
        return null;
      } catch {
        // The browser's own quota (other sites' data, a private window): the older copy must not stand for this one.
        storage.removeItem(key);
        return 'noRoom';
      }
    },

    /** The gateway now holds `base` at `revision` (a save or a clearing answered): the copy (changed since) is made from it. */
    rebase(of: DraftOf, revision: number, base: OrderDraft | null): void {
      const copy = this.read(of);
      if (copy) this.keep(of, { ...copy, revision, base });
    },

    /** The gateway holds the draft (or it was cleared or sent): the copy goes. */
    remove(of: DraftOf): void {
      const userId = signedInUser();
      if (userId !== null) storage.removeItem(keyOf(userId, of));
    },

    /** Signing out: every copy of the signed-in user on this computer goes; other users' stay. */
    removeSignedInUsers(): void {
      const userId = signedInUser();
      if (userId === null) return;
      for (const key of draftKeys()) if (key.startsWith(userPrefix(userId))) storage.removeItem(key);
    },
  };
}

export type LocalDrafts = ReturnType<typeof localDrafts>;

/** The page's copies; outside a page (Node, a worker) none are kept. */
export function pageLocalDrafts(): LocalDrafts | null {
  return typeof window === 'undefined' || !window.localStorage ? null : localDrafts(window.localStorage);
}
