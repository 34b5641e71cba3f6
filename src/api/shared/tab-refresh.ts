/**
 * Tabs of the portal share the stored tokens, and the gateway ends a session whose refresh token
 * is presented twice. So a tab refreshes only while it holds a lock every tab of the origin takes
 * (Web Locks), and only if no other tab replaced the token meanwhile
 * (docs/decisions/token-refresh-across-tabs.md).
 */

/** The part of the Web Locks API (navigator.locks) a refresh needs. */
export interface RefreshLocks {
  request(name: string, options: { mode: 'exclusive' | 'shared' }, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

/**
 * The lock every tab of the portal takes around a refresh. Its name is shared by every version of
 * the portal: an old tab left open over a deploy must still take turns with a new one.
 */
export const refreshLockName = 'pa-token-refresh';

/**
 * The lock a tab holds for a while after it replaced the access token `used`. localStorage reaches
 * a tab in another process asynchronously, out of order with the lock; the lock manager answers
 * every tab in order, so a tab that gets the refresh lock and still reads `used` from storage learns
 * here that the new token is on its way. The name carries a fingerprint, not the token.
 */
export const replacedLockName = (used: string) => `${refreshLockName}-replaced-${fingerprint(used)}`;

/** FNV-1a: enough to tell the tokens of one session apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/** How long the replaced-lock is held, and how long a tab waits for storage to catch up. */
const replacedNoticeMs = 10_000;
const storageCatchUpMs = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** navigator.locks where there is one: not in Node 20, not on a page served over plain http. */
export function browserLocks(): RefreshLocks | null {
  const navigator = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator;
  return navigator?.locks ?? null;
}

/**
 * Runs `refreshTokens` after a 401 to the access token `used`, unless another tab already
 * replaced it. Without Web Locks (null) it refreshes at once, as within one page.
 */
export function tabRefresh(locks: RefreshLocks | null, storedToken: () => string | null) {
  /**
   * Storage is read again once the lock is held: if another tab refreshed (or signed out) meanwhile,
   * the stored token is the one to use. Refreshing anyway would present the refresh token that tab
   * already spent, and the gateway's reuse detection would end the session in every tab.
   */
  async function refreshUnlessReplaced(used: string | null, refreshTokens: () => Promise<void>): Promise<void> {
    if (storedToken() !== used) return;
    if (used && (await replacedElsewhere(used))) return storageCatchingUp(used);
    await refreshTokens();
    if (used) await announceReplaced(used);
  }

  async function replacedElsewhere(used: string): Promise<boolean> {
    if (!locks) return false;
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === replacedLockName(used));
  }

  /** Resolves once the lock manager holds the notice; the refresh lock is released only after. */
  function announceReplaced(used: string): Promise<void> {
    if (!locks) return Promise.resolve();
    return new Promise((held) => {
      void locks.request(replacedLockName(used), { mode: 'shared' }, async () => {
        held();
        await sleep(replacedNoticeMs);
      });
    });
  }

  /** Another tab's new token is on its way to this tab's storage; then the call retries with it. */
  async function storageCatchingUp(used: string): Promise<void> {
    for (let waited = 0; waited < storageCatchUpMs && storedToken() === used; waited += 20) {
      await sleep(20);
    }
  }

  return (used: string | null, refreshTokens: () => Promise<void>): Promise<void> => {
    const refresh = () => refreshUnlessReplaced(used, refreshTokens);
    return locks ? locks.request(refreshLockName, { mode: 'exclusive' }, refresh) : refresh();
  };
}
