import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { declareCalls } from '../../src/api/contract/call';
import { tags } from '../../src/api/contract/tags';
import { answerMismatch, checkAnswers } from '../../server/http/answer-check';
import { HttpError } from '../../server/core/errors';
import { route } from '../../server/http/route';
import { parseConfig } from '../../server/core/config';

/**
 * Answers checked against their declarations: with CHECK_ANSWERS on (every api
 * test and e2e gateway), an answer that is not what its call declares becomes a 500 naming the
 * call and the problem, so the test of that call fails.
 */
const Row = v.object({ id: v.number(), name: v.string() });
const calls = declareCalls(tags.reports, {
  readRow: {
    method: 'GET',
    path: '/reports/row/{id}',
    summary: 'Строка',
    params: v.object({ id: v.string() }),
    answer: { json: Row },
    errors: [404],
  },
  rowFile: { method: 'GET', path: '/reports/row-file', summary: 'Файл строки', answer: { file: ['text/csv'], description: 'csv' } },
  forget: {
    method: 'DELETE',
    path: '/reports/row/{id}',
    summary: 'Забыть строку',
    params: v.object({ id: v.string() }),
    answer: { empty: 'Забыта' },
  },
});

async function gatewayAnswering(answer: (id: string) => unknown) {
  const app = Fastify({ logger: false });
  // A gateway's own configuration, as main.ts reads it from an empty environment (spec-only off).
  app.decorate('config', parseConfig({}));
  await app.register(
    async (reports) => {
      checkAnswers(reports);
      route(reports, calls.readRow, {}, async ({ params }) => answer(params.id) as never);
      route(reports, calls.rowFile, {}, async (_input, _request, reply) => reply.type('application/json').send('{}'));
    },
    { prefix: '/api/reports' },
  );
  await app.ready();
  return app;
}

describe('a gateway checking its answers', () => {
  it('lets an answer of the declared shape through untouched', async () => {
    const app = await gatewayAnswering((id) => ({ id: Number(id), name: 'Аптека' }));
    const answer = await app.inject('/api/reports/row/7');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 7, name: 'Аптека' });
  });

  it('turns an answer missing a declared field into a 500 naming the call and the field', async () => {
    const app = await gatewayAnswering((id) => ({ id: Number(id) }));
    const answer = await app.inject('/api/reports/row/7');
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toMatch(/^Ответ GET \/reports\/row\/\{id\} \(readRow\) не соответствует объявлению: поле name: /u);
  });

  it('turns an error status the call does not declare into a 500, and lets a declared one through', async () => {
    const undeclared = await gatewayAnswering(() => {
      throw new HttpError(409, 'Изменено');
    });
    expect((await undeclared.inject('/api/reports/row/7')).json().message).toMatch(
      /ошибка 409 не объявлена \(объявлены 400, 401, 403, 404, 429, 503\)/u,
    );
    const declared = await gatewayAnswering(() => {
      throw new HttpError(404, 'Нет такой строки');
    });
    const answer = await declared.inject('/api/reports/row/7');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Нет такой строки' });
  });

  it('turns a file answer of another media type into a 500', async () => {
    const app = await gatewayAnswering(() => ({}));
    const answer = await app.inject('/api/reports/row-file');
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toMatch(/ожидался файл text\/csv, пришёл application\/json/u);
  });
});

describe('answerMismatch', () => {
  it('wants 204 from a call declared empty', () => {
    expect(answerMismatch(calls.forget, 204, undefined, '')).toBeNull();
    expect(answerMismatch(calls.forget, 200, 'application/json', '{}')).toBe('ожидался ответ 204, пришёл 200');
  });

  it('checks an error body against ErrorBody', () => {
    expect(answerMismatch(calls.readRow, 404, 'application/json; charset=utf-8', '{"message":"Нет"}')).toBeNull();
    expect(answerMismatch(calls.readRow, 404, 'application/json', '{"error":"Нет"}')).toMatch(/^поле message: /u);
  });
});
