import { transferHandlers, type TransferHandler } from 'comlink';
import { ApiError } from '../../api/shared/http';

/**
 * Comlink sends an error thrown in a worker to the page as its message, name and stack only, and
 * the page rebuilds it with `Object.assign(new Error(message), sent)`. An ApiError's status,
 * `described` and line trouble are sent along here, so a worker's load that failed for want of the
 * line or during the server's outage is told apart on the page (src/machines/shared/api-error.ts) and
 * retried when the line is back, as the page's own loads are. Imported for its effect by every
 * worker, before `expose`.
 */
interface SentThrow {
  isError: boolean;
  value: unknown;
}

const comlinks = transferHandlers.get('throw') as TransferHandler<{ value: unknown }, SentThrow>;

transferHandlers.set('throw', {
  canHandle: comlinks.canHandle,
  serialize(thrown) {
    const [sent, transferables] = comlinks.serialize(thrown);
    const error = thrown.value;
    if (error instanceof ApiError && sent.isError && typeof sent.value === 'object' && sent.value !== null) {
      Object.assign(sent.value, { status: error.status, described: error.described, trouble: error.trouble });
    }
    return [sent, transferables];
  },
  deserialize: comlinks.deserialize,
} satisfies TransferHandler<{ value: unknown }, SentThrow>);
