import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../core/config';

/** The origin of an absolute link, for CSP; a path on our own origin needs none. */
const originOf = (link: string): string[] => (link.startsWith('/') ? [] : [new URL(link).origin]);

/**
 * Headers on every answer (portal, api, errors). The portal loads only its own scripts and styles,
 * so no inline script or <style> can run even if one got into a page: React's style props (and
 * the grid's and charts') go through the CSSOM, which style-src does not govern, and none of the
 * portal's libraries injects <style> (measured in Chromium on every screen and on /api/docs,
 * tests/e2e/security-headers.spec.ts). Forms may post only to us and to the analytics hand-off.
 */
export function securityHeaders(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'"],
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

/**
 * Powerful browser features the portal never uses, denied to it and to anything embedded in it,
 * so a script that got in cannot ask for the camera or a payment. Only features Chromium knows:
 * an unknown name only prints an error in the console.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** The Permissions-Policy header of every answer. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * Every security header as its final text, worked out once at start: helmet's own defaults and
 * ours above, and the Permissions-Policy. @fastify/helmet built helmet's middleware anew on every
 * request and parsed the CSP each time (3 % of the gateway's time under load); these
 * headers never change while the gateway runs, so each answer only copies them.
 */
export function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(securityHeaders(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error ?? null),
  );
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
