import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or a request line past
 * the 16 KB limit, a malformed request, a request too slow to arrive). Fastify's own answer to
 * those is English; these are the Russian `{ message }` every other error has.
 */
const answers: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Заголовки запроса слишком большие'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Запрос не получен полностью за отведённое время'],
};
const MALFORMED: [number, string] = [400, 'Некорректный HTTP-запрос'];

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = answers[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
