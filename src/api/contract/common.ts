import * as v from 'valibot';

/** Every error the gateway answers: a Russian message a user can read. */
export const ErrorBody = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Unix time in seconds, as the distributor's services send dates. */
export const UnixSeconds = v.pipe(v.number(), v.integer());

/**
 * The 409 of a save based on data another save changed since it was loaded (a second tab, a
 * colleague): the gateway answers it and the screen shows it as the error the user reads.
 */
export const CHANGED_ELSEWHERE = 'Изменено в другом окне — обновите страницу, чтобы увидеть последние данные';

/** A saved thing's version (a payroll month, an order draft): 0 never saved, one more after each save. */
export const Revision = v.pipe(
  v.number('ожидается число'),
  v.integer('ожидается целое число'),
  v.minValue(0, 'не меньше 0'),
  v.maxValue(2_147_483_647, 'слишком большое число'),
);
