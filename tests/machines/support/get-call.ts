import type * as v from 'valibot';
import type { Call } from '../../../src/api/contract/call';
import { tags } from '../../../src/api/contract/tags';

/** A GET declared on the spot, for tests of the http client itself (its path and its answer's schema). */
export const getCall = <const S extends v.GenericSchema>(path: string, schema: S) =>
  ({ method: 'GET', path, summary: 'Вызов теста', answer: { json: schema }, tag: tags.pharmacy, operationId: 'testCall' }) satisfies Call;
