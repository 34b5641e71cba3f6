import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { errorStatuses, type Call } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';

/**
 * What an answer fails to be of what its call declares, or null when it conforms: a declared
 * status, the declared media type, and (for JSON, and every error) a body its schema accepts. A
 * streamed or binary body is checked by its media type only.
 */
export function answerMismatch(call: Call, status: number, contentType: string | undefined, payload: unknown): string | null {
  const media = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (status >= 400) {
    // The gateway's own failure (a bug) is answered 500 by the error handler, logged, and never
    // declared: its body is checked, its status is not a mismatch. (An unreachable database is a
    // 503, which every call declares.)
    if (status !== 500 && !errorStatuses(call).includes(status))
      return `ошибка ${status} не объявлена (объявлены ${errorStatuses(call).join(', ')})`;
    return bodyMismatch(call.errorBody ?? ErrorBody, media, payload);
  }
  // A GET whose caller holds the answer already (its ETag in If-None-Match): no body to check.
  if (status === 304) return call.method === 'GET' ? null : `ответ 304 на ${call.method}`;
  const { answer } = call;
  if ('empty' in answer) return status === 204 ? null : `ожидался ответ 204, пришёл ${status}`;
  if (status !== 200) return `ожидался ответ 200, пришёл ${status}`;
  if ('text' in answer) return media === 'text/plain' ? null : `ожидался text/plain, пришёл ${media || 'ответ без типа'}`;
  if ('file' in answer)
    return answer.file.includes(media) ? null : `ожидался файл ${answer.file.join(' или ')}, пришёл ${media || 'ответ без типа'}`;
  if (answer.files?.includes(media)) return null;
  return bodyMismatch(answer.json, media, payload);
}

function bodyMismatch(schema: v.GenericSchema, media: string, payload: unknown): string | null {
  if (media !== 'application/json') return `ожидался application/json, пришёл ${media || 'ответ без типа'}`;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return 'тело ответа — не JSON';
  }
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return null;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue);
  return `${field ? `поле ${field}: ` : ''}${issue.message}`;
}

type Zstd = { zstdDecompressSync?: (bytes: Buffer) => Buffer };
const decompressors: Record<string, ((bytes: Buffer) => Buffer) | undefined> = {
  gzip: zlib.gunzipSync,
  br: zlib.brotliDecompressSync,
  zstd: (zlib as Zstd).zstdDecompressSync,
};

/**
 * The body as the handler wrote it: a kept answer goes out already compressed
 * (http/kept-answers.ts), so it is decompressed for the check. Any other body is as written: the
 * compression plugin runs after this check.
 */
function asWritten(reply: FastifyReply, payload: unknown): unknown {
  const encoding = reply.getHeader('content-encoding');
  const decompress = typeof encoding === 'string' ? decompressors[encoding] : undefined;
  return decompress && Buffer.isBuffer(payload) ? decompress(payload) : payload;
}

/**
 * In tests and development (CHECK_ANSWERS): every api answer is checked against its call's
 * declaration before it leaves, and one that does not conform becomes a 500 naming the call and
 * the problem, so a test of that call fails and the log says why. Never on in production, where
 * the check's cost (a JSON parse of every answer) buys nothing.
 */
export function checkAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { call } = request.routeOptions.config;
    if (!call) return payload;
    const mismatch = answerMismatch(
      call,
      reply.statusCode,
      reply.getHeader('content-type') as string | undefined,
      asWritten(reply, payload),
    );
    if (!mismatch) return payload;
    const message = `Ответ ${call.method} ${call.path} (${call.operationId}) не соответствует объявлению: ${mismatch}`;
    request.log.error(message);
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ message });
  });
}
