/**
 * The gateway's notion of "now". Everything time-dependent (token expiry, failure windows, the
 * demo seed's dates) reads it, so tests fix and advance time instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Unix seconds, as tokens and the distributor's services express time. */
export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
