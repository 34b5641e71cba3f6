/** An entry link's shared secret is accepted only when made of Latin letters, digits and hyphens. */
export const isValidSharedSecret = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]+$/.test(value);
