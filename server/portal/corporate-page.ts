import type { FastifyInstance } from 'fastify';
import { CORPORATE_PAGE } from '../core/config';
import { portalPalette } from './portal-palette';

/**
 * The portal sends cashiers, managers, owners and users whose session ended to the corporate
 * portal. A fresh install has none to send them to: instead of a dead external address they get
 * this page, which tells each of them, a cashier first (the one who signs in here most, with the
 * login the pharmacy made on «Расчёт зарплаты»), what to do, and leads back to the sign-in. Plain
 * HTML with no script, so it needs neither the built portal nor the CSP's script sources; its look
 * is the portal's palette in a stylesheet of its own, since the CSP refuses inline styles.
 */
const PAGE = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Портал открыт только для аптек</title>
<link rel="stylesheet" href="/pa/corporate.css">
</head>
<body>
<main class="corporate">
<h1>Портал открыт только для аптек</h1>
<p class="corporate__lead">Вы вошли не под учётной записью аптеки, поэтому портал аптеки вам не открылся. Ничего не сломалось.</p>
<section class="corporate__case" aria-labelledby="cashier">
<h2 id="cashier">Если вы кассир</h2>
<p>Ваш логин кассира — для корпоративного портала сети, а не для портала аптеки. Ваши баллы, план продаж и премию
показывает заведующий аптекой: расчёт зарплаты кассиров ведётся здесь, под учётной записью аптеки.
Адрес корпоративного портала подскажет заведующий аптекой.</p>
</section>
<section class="corporate__case" aria-labelledby="manager">
<h2 id="manager">Если вы руководитель или владелец</h2>
<p>Вы работаете в корпоративном портале сети; его адрес подскажет администратор сети.</p>
</section>
<section class="corporate__case" aria-labelledby="pharmacy">
<h2 id="pharmacy">Если вы работаете за аптеку</h2>
<p>Войдите под логином аптеки. Если сеанс завершился, войдите снова.</p>
<p><a class="corporate__button" href="/pa/sign-in">Вернуться ко входу</a></p>
</section>
</main>
</body>
</html>
`;

/** The portal's palette (src/styles/base.css) and a card of its own, for a page that loads none of the portal. */
const STYLE = `${portalPalette()}
body { margin: 0; padding: 2rem 1rem; }
.corporate {
  box-sizing: border-box;
  max-inline-size: 40rem;
  margin: 2rem auto;
  padding: 1.5rem 2rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  box-shadow: var(--shadow);
}
.corporate h1 { margin-block-start: 0; font-size: 1.5rem; color: var(--color-primary-dark); }
.corporate h2 { margin-block: 1.25rem 0.25rem; font-size: 1.1rem; }
.corporate__lead { color: var(--color-muted); }
.corporate__case p { margin-block: 0.25rem 0.5rem; }
.corporate__button {
  display: inline-block;
  margin-block-start: 0.5rem;
  padding: 0.5rem 1rem;
  border-radius: var(--radius);
  background: var(--color-primary);
  color: #ffffff;
  text-decoration: none;
}
.corporate__button:hover { background: var(--color-primary-dark); }
.corporate__button:focus-visible { outline: 2px solid var(--color-primary); outline-offset: 2px; }
@media (max-width: 30rem) {
  body { padding: 0.5rem; }
  .corporate { margin: 0.5rem auto; padding: 1rem; }
}
`;

export function corporatePage(app: FastifyInstance, prefix: string): void {
  const path = CORPORATE_PAGE.slice(prefix.length);
  app.get(path, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE));
  app.get(`${path}.css`, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(STYLE));
}
