import { describe, expect, it } from 'vitest';
import { isValidSharedSecret } from '../../src/domain/session/shared-secret';

describe('entry-link shared secret: letters, digits and hyphens only', () => {
  it.each(['demo-apteka1-secret', 'ABC', '0', 'a-b-c-1-2-3', '-', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'])('accepts %j', (secret) =>
    expect(isValidSharedSecret(secret)).toBe(true),
  );

  it.each([
    ['', 'empty'],
    [' demo', 'a leading space'],
    ['demo secret', 'a space inside'],
    ['demo_secret', 'an underscore'],
    ['demo.secret', 'a dot'],
    ['demo+secret', 'a plus, which a URL turns into a space'],
    ['demo%2Fsecret', 'an escape'],
    ['секрет', 'Cyrillic letters'],
    ['demo\nsecret', 'a line break'],
    ['<script>', 'markup'],
  ])('refuses %j (%s)', (secret) => expect(isValidSharedSecret(secret)).toBe(false));

  it('refuses a missing value', () => {
    expect(isValidSharedSecret(null)).toBe(false);
    expect(isValidSharedSecret(undefined)).toBe(false);
  });
});
