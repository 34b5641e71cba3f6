import * as v from 'valibot';

/** Every error the gateway answers: a Russian message a user can read. */
export const ErrorBody = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Unix time in seconds, as the distributor's services send dates. */
export const UnixSeconds = v.pipe(v.number(), v.integer());
