import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/** The origin of an absolute link, for CSP; a path on our own origin needs none. */
const originOf = (link: string): string[] => (link.startsWith('/') ? [] : [new URL(link).origin]);

/**
 * Headers on every answer (portal, api, errors). The portal loads only its own scripts, so no
 * inline script can run even if one got into a page; styles may be inline (component libraries
 * set style attributes). Forms may post only to us and to the analytics hand-off.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...originOf(config.links.analyticsUrl)],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS belongs to whoever terminates TLS in front of the gateway; sent over plain http from
    // here it would be ignored at best and pin a shared domain to https at worst.
    strictTransportSecurity: false,
  };
}
