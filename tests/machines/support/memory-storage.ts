/** localStorage as a page has it, in memory: what the portal keeps on "this computer" in node tests. */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> {
  private readonly items = new Map<string, string>();
  /** Past this many characters in all, setItem throws as a full browser storage does. */
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()];
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token of a pharmacy user as the gateway issues it (the portal reads its claims, never its signature). */
export const accessTokenOf = (userId: number, userName = `apteka${userId}`) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ user_name: userName, user_id: userId, authorities: ['ROLE_PHARMACY'], exp: 4_102_444_800 })}.signature`;

/** A storage with `userId` signed in (the token where the portal keeps it). */
export function signedInStorage(userId: number, quota?: number): MemoryStorage {
  const storage = new MemoryStorage(quota);
  storage.setItem('token', accessTokenOf(userId));
  return storage;
}
