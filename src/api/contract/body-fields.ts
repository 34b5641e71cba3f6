import * as v from 'valibot';

/**
 * Fields of the JSON bodies the order screens and the sales-motivation plan send, with the
 * messages the gateway's 400 names them by.
 */

/** An id in a body: a whole number from 1 to the largest PostgreSQL integer. */
export const BodyId = v.pipe(
  v.number('ожидается целое число'),
  v.integer('ожидается целое число'),
  v.minValue(1, 'ожидается положительное целое число'),
  v.maxValue(2_147_483_647, 'слишком большое число'),
);

/** A text in a body (a promoter's name, a supplier group, a warehouse code): at most 500 characters. */
export const BodyText = v.pipe(v.string('ожидается строка'), v.maxLength(500, 'не длиннее 500 символов'));

/** A list in a body, of at most 10 000 items; `what` names them in the message. */
export const BodyList = <T extends v.GenericSchema>(item: T, what: string) =>
  v.pipe(v.array(item, `ожидается список: ${what}`), v.maxLength(10_000, 'слишком длинный список'));
