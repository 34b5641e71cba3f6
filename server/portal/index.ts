import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../src/api/contract/config';
import { portalConfig } from './config-json';
import { corporatePage } from './corporate-page';
import { builtPages } from './pages';

/** Vite names built assets by content hash, so they may be cached for good; pages may not. */
const FOREVER = 'public, max-age=31536000, immutable';
const ALWAYS_CHECK = 'no-cache';

const NOT_BUILT =
  'Портал не собран: нет файла index.html в папке портала. Соберите его командой «npx vite build» или запустите «npm start», который собирает портал сам.';

/**
 * The built portal under /pa. Client routes (/pa/mobile-app...) get index.html and the router
 * takes over; /pa/sign-in gets its own page with the form already in it (pages.ts). A missing
 * file (anything with an extension, anything under assets/) is a real 404, so a broken asset link
 * shows up instead of returning HTML.
 */
export default async function portal(app: FastifyInstance) {
  const root = app.config.portalDir;
  const config = portalConfig(app.config);

  app.get<{ Reply: PortalConfig }>('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });
  // Before the build check: a manager is told where they are even when the portal is not built.
  corporatePage(app, '/pa');

  // Checked at start: `npm start` builds before starting, and a dev server serves its own pages.
  if (!existsSync(join(root, 'index.html'))) {
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    app.get('/', notBuilt);
    app.get('/*', notBuilt);
    return;
  }

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    cacheControl: false,
    // The .br and .gz files the build writes beside each file (vite.config.ts) go out as
    // they are, with Content-Encoding and Vary, to a browser that accepts them.
    preCompressed: true,
    // Source maps would hand out the portal's source: the build makes none (vite.config.ts), and
    // one left in an old build folder is still a 404.
    allowedPath: (path) => !path.endsWith('.map'),
    setHeaders: (reply, path) => reply.header('cache-control', relative(root, path).startsWith(`assets${sep}`) ? FOREVER : ALWAYS_CHECK),
  });

  const pages = builtPages(root);
  const page = pages.index;
  app.get('/', page);
  // The sign-in form drawn into its page at build time (vite.config.ts): 'Войти' on the first paint.
  app.get('/sign-in', pages.signIn);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isFile = path.includes('/assets/') || /\.[^/]*$/.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isFile) {
      return reply.code(404).send({ message: 'Файл не найден' });
    }
    // A client route (/pa/reports?tab=…): counted with the portal's files, not as a stranger's path.
    request.servedAs = `${app.prefix}/*`;
    return page(request, reply);
  });
}
