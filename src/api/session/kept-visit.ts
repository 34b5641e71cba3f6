import * as v from 'valibot';
import { PortalConfig } from '../contract/config';
import { Pharmacy } from '../contract/pharmacy';
import type { SessionStorage } from '../shared/http';

/**
 * What the last visit read of the portal's settings and of the user's pharmacy, kept on this
 * computer so the next visit draws its first screen at once instead of after two round trips; the
 * visit then reads both again and corrects what changed. Only what is harmless stale for a moment
 * (names, codes, addresses of the deployment) is kept, never figures or money. One user's at a time:
 * read only for the user it was kept for, replaced when another signs in, forgotten on sign-out.
 */
export const keptVisitKey = 'kept_visit';

const KeptVisit = v.object({
  userId: v.number(),
  config: v.optional(PortalConfig),
  pharmacy: v.optional(Pharmacy),
});
export type KeptVisit = v.InferOutput<typeof KeptVisit>;

/** What this computer kept for the user, or null: nothing kept, another user's, or unreadable. */
export function keptVisitOf(storage: SessionStorage, userId: number | null | undefined): KeptVisit | null {
  if (userId === null || userId === undefined) return null;
  let body: unknown;
  try {
    body = JSON.parse(storage.getItem(keptVisitKey) ?? 'null');
  } catch {
    return null;
  }
  const parsed = v.safeParse(KeptVisit, body);
  return parsed.success && parsed.output.userId === userId ? parsed.output : null;
}

/**
 * Keeps what the visit read for the user, beside what was kept for them before; another user's is
 * replaced. A full or refused storage keeps nothing: the next visit reads from the back end.
 */
export function keepVisit(storage: SessionStorage, userId: number, read: Omit<KeptVisit, 'userId'>): void {
  const kept = keptVisitOf(storage, userId);
  try {
    storage.setItem(keptVisitKey, JSON.stringify({ ...kept, ...read, userId }));
  } catch {
    // Nothing kept: the next visit waits for the back end, as without it.
  }
}

export function forgetKeptVisit(storage: SessionStorage): void {
  storage.removeItem(keptVisitKey);
}

/** The same settings or pharmacy, read twice: both are plain JSON in the order their schema gives. */
export const sameAsKept = <T>(kept: T | undefined, read: T): boolean => kept !== undefined && JSON.stringify(kept) === JSON.stringify(read);
