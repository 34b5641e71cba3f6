import { countInputBeforePortal } from './app/first-input';
import { holdSignInForm, isLightSignIn } from './app/sign-in-early';
import './styles/base.css';
import './styles/sign-in.css';

/**
 * The first script of /pa/sign-in as the built portal serves it (sign-in.html): the form is in the
 * page's HTML already (src/app/sign-in-markup.tsx), so this script carries no React. It takes the
 * keys and a press of 'Войти' meanwhile, and once the page has loaded it fetches React with the
 * form (app/sign-in-hydrate.tsx), which hydrates the form as typed; the configuration, XState and
 * the portal follow as on the light sign-in page drawn by React (app/sign-in-start.tsx).
 * Someone with a session stored gets the portal as from main.tsx instead.
 */
const container = document.getElementById('root')!;
const form = container.querySelector('form');
if (form && isLightSignIn()) {
  countInputBeforePortal();
  const early = holdSignInForm(form);
  const hydrate = () => {
    // The configuration's and the auth machine's code fetched beside React, not after it: a user
    // who presses 'Войти' at once waits for both.
    const app = import('./app/app-start');
    app.catch(() => undefined);
    void import('./app/sign-in-hydrate').then(({ hydrateSignInPage }) => hydrateSignInPage(container, early, () => app));
  };
  if (document.readyState === 'complete') hydrate();
  else window.addEventListener('load', () => setTimeout(hydrate, 0), { once: true });
} else {
  // As main.tsx starts any other address: the portal, which sends a signed-in user home.
  container.replaceChildren();
  void import('./app/app-start').then(({ startAppIn }) => startAppIn(container));
}
