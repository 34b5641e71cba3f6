import type { FastifyInstance } from 'fastify';

/** Where non-pharmacy users land when no CORPORATE_PORTAL_URL is set (config.ts's default). */
export const CORPORATE_PAGE = '/pa/corporate';

/**
 * The portal sends managers, owners, cashiers and users whose session ended to the corporate
 * portal. A fresh install has none to send them to: instead of a dead external address they get
 * this page, which says what happened and leads back to the sign-in. Plain HTML with no script, so
 * it needs neither the built portal nor the CSP's script sources.
 */
const PAGE = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Портал только для аптек</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.5rem">Этот портал — для аптек</h1>
<p>Войти в партнёрский портал могут только сотрудники аптек. Руководители, владельцы и кассиры
работают в корпоративном портале сети; его адрес в этой установке не настроен
(переменная окружения <code>CORPORATE_PORTAL_URL</code>).</p>
<p>Если вы работаете в аптеке и ваш сеанс завершился, войдите снова.</p>
<p><a href="/pa/sign-in">Вернуться ко входу</a></p>
</body>
</html>
`;

export function corporatePage(app: FastifyInstance, prefix: string): void {
  app.get(CORPORATE_PAGE.slice(prefix.length), async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
}
