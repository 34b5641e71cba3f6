import { createRoot } from 'react-dom/client';
import { isLightSignIn, showSignInPage } from './app/sign-in-start';
import './styles/base.css';

/**
 * Start-up: a fresh sign-in page with nobody signed in is drawn at once, with React alone
 * (app/sign-in-start.tsx); any other address loads the configuration, the app-wide actors and the
 * portal (app/app-start.tsx). Both load the rest as chunks of their own.
 */
const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./app/app-start');
if (isLightSignIn()) showSignInPage(root, loadApp);
else void loadApp().then(({ startApp }) => startApp(root));
