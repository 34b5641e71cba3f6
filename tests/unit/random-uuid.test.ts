import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from '../../src/domain/shared/random-uuid';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ids made on the client (spec §9: random UUIDs)', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    const made = vi.spyOn(crypto, 'randomUUID');
    const id = randomUuid();
    expect(id).toMatch(uuid);
    expect(made).toHaveBeenCalledOnce();
  });

  it('builds a version-4 UUID from random bytes where randomUUID is missing (a page over plain http)', () => {
    const real = globalThis.crypto;
    const bytes = vi.fn((array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array));
    vi.stubGlobal('crypto', { getRandomValues: bytes });
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(bytes).toHaveBeenCalledTimes(50);
  });
});
