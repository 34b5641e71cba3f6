import { createRoot } from 'react-dom/client';
import { showSignInPage } from './app/sign-in-start';
import { isLightSignIn } from './app/sign-in-early';
import { fetchScreenCodeOf } from './app/screen-code';
import './styles/base.css';

/**
 * Start-up: a fresh sign-in page with nobody signed in is drawn at once, with React alone
 * (app/sign-in-start.tsx); any other address loads the configuration, the app-wide actors and the
 * portal (app/app-start.tsx). Both load the rest as chunks of their own. The built portal serves
 * /pa/sign-in as its own page with the form already drawn (sign-in.html, src/sign-in-main.ts);
 * that page comes here only when someone is signed in after all.
 */
const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./app/app-start');
if (isLightSignIn())
  showSignInPage((element) => {
    root.render(element);
    return root;
  }, loadApp);
else {
  // The portal's code and the code of the screen the address opens are fetched beside the
  // start-up's, not after it: on a phone's line each chunk waited for the one that asked for it.
  import('./app/portal-start').catch(() => undefined);
  fetchScreenCodeOf(new URL(window.location.href));
  void loadApp().then(({ startApp }) => startApp(root));
}
