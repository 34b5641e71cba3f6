import { expose, wrap } from 'comlink';
import { readdirSync, readFileSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { toFailure } from '../../src/machines/shared/api-error';
import '../../src/workers/shared/crossing-errors';

/**
 * A worker's load fails on its own http client; the page sees it through comlink. A dropped line
 * or the server's outage must reach the page as such, or the screen would open «Ошибка» instead
 * of waiting for the line and loading again by itself.
 */
const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach(({ port1, port2 }) => (port1.close(), port2.close())));

async function failureThroughWorker(thrown: Error) {
  const channel = new MessageChannel();
  channels.push(channel);
  expose({ load: () => Promise.reject(thrown) }, channel.port1 as never);
  const worker = wrap<{ load(): Promise<void> }>(channel.port2 as never);
  return worker.load().then(
    () => null,
    (error: unknown) => toFailure(error),
  );
}

describe('a worker’s failed load, as the page sees it', () => {
  it('the server temporarily unavailable: its status, message and the wait it asked for', async () => {
    const failure = await failureThroughWorker(
      new ApiError(503, 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 7 с.', true, {
        line: 'outage',
        retryAfter: 7,
      }),
    );
    expect(failure).toEqual({
      status: 503,
      message: 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 7 с.',
      line: 'outage',
      retryAfter: 7,
    });
  });

  it('no answer at all: the line’s failure', async () => {
    expect(await failureThroughWorker(new ApiError(0, noNetworkText, true, { line: 'network' }))).toEqual({
      status: 0,
      message: noNetworkText,
      line: 'network',
    });
  });

  it('a refusal keeps its status and is not the line’s; an answer without a message stays marked so', async () => {
    expect(await failureThroughWorker(new ApiError(403, 'Недостаточно прав для этого действия'))).toEqual({
      status: 403,
      message: 'Недостаточно прав для этого действия',
    });
    expect((await failureThroughWorker(new ApiError(500, 'Ошибка без описания', false)))?.withoutMessage).toBe(true);
  });

  it('a worker’s own error keeps its message', async () => {
    expect(await failureThroughWorker(new Error('Прогноз не прочитан'))).toEqual({ status: 0, message: 'Прогноз не прочитан' });
  });
});

it('every worker sends its errors so, before it exposes anything', () => {
  const workers = readdirSync('src/workers', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.worker.ts'));
  expect(workers.length).toBeGreaterThan(2);
  for (const name of workers) {
    const source = readFileSync(`src/workers/${name}`, 'utf8');
    const crossing = source.search(/^import '(\.\/|\.\.\/shared\/)crossing-errors';$/m);
    expect(crossing, name).toBeGreaterThan(-1);
    expect(crossing, name).toBeLessThan(source.indexOf('expose('));
  }
});
