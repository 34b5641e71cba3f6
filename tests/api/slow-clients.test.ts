import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/app';

/**
 * Slow clients cut off: a body trickled byte by byte is answered 408 and closed once the request
 * has taken REQUEST_TIMEOUT_MS, while normal requests stay fast; past MAX_CONNECTIONS a new
 * connection is closed at once.
 */
const opened: { gateway?: TestGateway; sockets: Socket[] } = { sockets: [] };
afterEach(async () => {
  opened.sockets.forEach((socket) => socket.destroy());
  opened.sockets = [];
  await opened.gateway?.close();
  opened.gateway = undefined;
});

async function listening(env: Record<string, string>): Promise<number> {
  opened.gateway = await startGateway(env);
  await opened.gateway.app.listen({ host: '127.0.0.1', port: 0 });
  return (opened.gateway.app.server.address() as AddressInfo).port;
}

/** A raw connection, and everything the gateway writes on it until it closes. */
function rawConnection(port: number): { socket: Socket; received: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  opened.sockets.push(socket);
  const received = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  return { socket, received };
}

describe('slow clients', () => {
  it('a trickled body is answered 408 in Russian and closed, while a normal request answers at once', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: '2000' });
    const { socket, received } = rawConnection(port);
    const started = Date.now();
    socket.write(
      'POST /api/uaa/oauth/token HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write('a'), 200);
    try {
      const normal = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(normal.status).toBe(200);
      const answer = await received;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /u);
      expect(answer).toContain('Запрос не получен полностью за отведённое время');
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection past the cap at once, and serves again when one is freed', async () => {
    const port = await listening({ MAX_CONNECTIONS: '2' });
    const held = [rawConnection(port), rawConnection(port)];
    held.forEach(({ socket }) => socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\n'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = rawConnection(port);
    third.socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\n\r\n');
    expect(await third.received).toBe('');
    held[0].socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } });
    expect(again.status).toBe(200);
  });
});
