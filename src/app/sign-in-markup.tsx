import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { pageNames, portalName } from './page-names';
import { LightSignIn } from './sign-in-start';

/**
 * The sign-in form as HTML, for /pa/sign-in's page at build time (vite.config.ts): 'Войти' is on
 * the first paint, before any script, and React later hydrates the very same tree
 * (sign-in-hydrate.tsx). Only the build runs this (server-side React never ships to the browser).
 */
export function signInMarkup(): { html: string; title: string } {
  const html = renderToString(
    <StrictMode>
      <LightSignIn auth={null} queued={false} submit={() => undefined} beforeScript />
    </StrictMode>,
  );
  return { html, title: `${pageNames['/sign-in']} — ${portalName}` };
}
