import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as salted scrypt hashes, `scrypt$N$r$p$salt$hash` (base64), so the cost
 * can be raised later without breaking stored hashes.
 */
const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  const wanted = Buffer.from(expected, 'base64');
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}

/**
 * Checked when a login does not exist, so a wrong login costs as long as a wrong password and
 * the answer time does not tell which logins exist.
 */
export const decoyPasswordHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Shared secrets and refresh tokens are bearer keys looked up by value, so they are stored as a
 * plain SHA-256 (an index can find it; a salt would make that impossible). They are meant to be
 * long random strings, for which a fast hash is enough; a stolen table gives no usable key.
 */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new random bearer key (refresh token, generated shared secret): 256 bits, URL-safe. */
export const newKey = (): string => randomBytes(32).toString('base64url');
