import { describe, expect, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import { FeedbackEntries, FeedbackEntry, commonCalls } from '../../../src/api/contract/initiatives-list';
import { START } from '../support/clock';
import { expectMessage, parsed } from '../reports/support';
import { signIn } from '../support/requests';
import { listGateway } from './support';

const { state, get, post } = listGateway();
/** GET lists, POST sends: one path. */
const path = callPath(commonCalls.pharmacyFeedback);
const DAY = 86_400_000;

describe('feedback', () => {
  it("lists the pharmacy's earlier messages newest first, with the initiative's name and the answer", async () => {
    expect(parsed(FeedbackEntries, await get(path))).toEqual([
      {
        id: expect.any(Number),
        topic: 'portal',
        message: 'Хотелось бы выгружать список инициатив в Excel.',
        initiativeId: null,
        initiativeName: null,
        created: new Date(START.getTime() - 2 * DAY).toISOString(),
        status: 'IN_PROGRESS',
        answer: null,
      },
      {
        id: expect.any(Number),
        topic: 'initiative',
        message: 'В плане закупок не учтена поставка от 3-го числа. Проверьте, пожалуйста.',
        initiativeId: 1007,
        initiativeName: 'План закупок: средства от простуды',
        created: new Date(START.getTime() - 9 * DAY).toISOString(),
        status: 'ANSWERED',
        answer: 'Поставка учтена, данные обновятся при следующем расчёте.',
      },
    ]);
    expect(parsed(FeedbackEntries, await get(path, 'apteka2')).map((entry) => entry.topic)).toEqual(['order']);
  });

  it('stores a new message as NEW, trimmed, and lists it first', async () => {
    state.gateway.clock.advance(60);
    const entry = parsed(
      FeedbackEntry,
      await post(path, { topic: 'initiative', message: '  Не вижу товаров в витрине.  ', initiativeId: 1027 }),
    );
    expect(entry).toEqual({
      id: expect.any(Number),
      topic: 'initiative',
      message: 'Не вижу товаров в витрине.',
      initiativeId: 1027,
      initiativeName: 'Витрина: выкладка у кассы',
      created: new Date(START.getTime() + 60_000).toISOString(),
      status: 'NEW',
      answer: null,
    });
    const listed = parsed(FeedbackEntries, await get(path));
    expect(listed[0]).toEqual(entry);
    expect(listed).toHaveLength(3);
    // apteka2 never sees it.
    expect(parsed(FeedbackEntries, await get(path, 'apteka2'))).toHaveLength(1);
  });

  it('takes exactly 2000 characters and refuses 2001 with a clear message, storing nothing', async () => {
    expect((await post(path, { topic: 'other', message: 'я'.repeat(2000) }, 'apteka2')).statusCode).toBe(200);
    const before = parsed(FeedbackEntries, await get(path, 'apteka2'));
    expectMessage(
      await post(path, { topic: 'other', message: 'я'.repeat(2001) }, 'apteka2'),
      400,
      'Поле «message»: сообщение не длиннее 2 000 символов',
    );
    expect(parsed(FeedbackEntries, await get(path, 'apteka2'))).toEqual(before);
  });

  it.each([
    [
      "another pharmacy's initiative",
      { topic: 'initiative', message: 'Вопрос', initiativeId: 5001 },
      400,
      'Поле «initiativeId»: у аптеки нет такой инициативы',
    ],
    [
      'a hidden PULSAR_BONUS initiative',
      { topic: 'initiative', message: 'Вопрос', initiativeId: 1028 },
      400,
      'Поле «initiativeId»: у аптеки нет такой инициативы',
    ],
    [
      'an initiative no one has',
      { topic: 'initiative', message: 'Вопрос', initiativeId: 99_999_999_999 },
      400,
      'Поле «initiativeId»: у аптеки нет такой инициативы',
    ],
    ['an unknown topic', { topic: 'price', message: 'Вопрос' }, 400, 'Поле «topic»: выберите тему'],
    ['a blank message', { topic: 'other', message: '   ' }, 400, 'Поле «message»: напишите сообщение'],
    ["another pharmacy's id", { topic: 'other', message: 'Вопрос', pharmacyId: 2 }, 403, 'Нет доступа к данным другой аптеки'],
  ])('refuses %s and stores nothing', async (_, body, status, message) => {
    const before = parsed(FeedbackEntries, await get(path));
    expectMessage(await post(path, body), status, message);
    expect(parsed(FeedbackEntries, await get(path))).toEqual(before);
  });

  it("refuses a pharmacy another pharmacy's messages; staff name the pharmacy", async () => {
    expectMessage(await get(`${path}?pharmacyId=2`), 403, 'Нет доступа к данным другой аптеки');
    expect((await get(`${path}?pharmacyId=2`, 'manager')).statusCode).toBe(200);
    expectMessage(await get(path, 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
  });
});

describe('feedback is bounded per pharmacy', () => {
  it('takes 20 messages a day, however many are sent at once; the 21st is refused in Russian, and a day later one is taken again', async () => {
    // What the tests above sent within the day counts too.
    const earlier = parsed(FeedbackEntries, await get(path, 'apteka2')).filter(
      (entry) => Date.parse(entry.created) > START.getTime() - DAY,
    ).length;
    expect(earlier).toBeLessThan(20);
    const send = () => post(path, { topic: 'other', message: 'Проверка предела' }, 'apteka2');
    const answers = await Promise.all(Array.from({ length: 25 }, send));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20 - earlier);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expectMessage(refused, 400, 'Сообщение не отправлено: за сутки аптека может отправить не больше 20 сообщений. Попробуйте завтра.');
    }
    expect(parsed(FeedbackEntries, await get(path, 'apteka2')).filter((entry) => entry.message === 'Проверка предела')).toHaveLength(
      20 - earlier,
    );
    // Another pharmacy's bound is its own.
    expect((await post(path, { topic: 'other', message: 'Своё сообщение' })).statusCode).toBe(200);

    // A day later (signed in again: the token has expired meanwhile).
    state.gateway.clock.advance(24 * 60 * 60 + 1);
    const { access_token } = await signIn(state.gateway.app, 'apteka2');
    const later = await state.gateway.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { authorization: `Bearer ${access_token}` },
      payload: { topic: 'other', message: 'Проверка предела' },
    });
    expect(later.statusCode).toBe(200);
  });
});
