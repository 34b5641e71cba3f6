import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from '../core/arrow-encodings';

/** A page's bytes as built, and the compressed copies the build wrote beside it (vite.config.ts). */
interface Page {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readPage(path: string): Page {
  const copy = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return { plain: readFileSync(path), br: copy('.br'), gzip: copy('.gz') };
}

/**
 * The built portal's pages, read once at start and sent from memory: every
 * address's index.html, and /pa/sign-in's own page with the form drawn in (sign-in.html; an older
 * build without it gets index.html there). A page is the first answer of every visit: from disk it
 * took a few stat calls and a stream, and on a busy gateway 30–100 ms where the plain
 * /pa/corporate took 5–20. Never cached (a new build must show at once), brotli or gzip as built.
 */
export function builtPages(root: string) {
  const index = readPage(join(root, 'index.html'));
  const signInPath = join(root, 'sign-in.html');
  const signIn = existsSync(signInPath) ? readPage(signInPath) : index;
  const send = (page: Page) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    // Content-Encoding set: the compression plugin leaves the bytes as they are.
    if (page.br && accepted.has('br')) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.plain);
  };
  return { index: send(index), signIn: send(signIn) };
}
