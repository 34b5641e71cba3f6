import { storageKeys } from '../api/shared/storage-keys';
import type { Credentials, EarlySignIn } from './sign-in-start';

/**
 * The first script of /pa/sign-in when the form came in the HTML (sign-in-main.ts): no React,
 * nothing but the form's own fields. It takes a press of 'Войти' before React has hydrated the
 * form (the press is sent as typed once it has, sign-in-start.tsx) and tells what the fields hold.
 */
export function holdSignInForm(form: HTMLFormElement): Required<EarlySignIn> {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  let pressed = false;
  // Native validation ('required') has run when 'submit' comes: both fields are filled.
  const press = (event: Event) => {
    event.preventDefault();
    pressed = true;
  };
  form.addEventListener('submit', press);
  // Built disabled, so Enter could not submit the form natively before this script ran.
  for (const button of form.querySelectorAll('button[type=submit]')) (button as HTMLButtonElement).disabled = false;
  return {
    typed: (): Credentials => ({ login: field('username')?.value ?? '', password: field('password')?.value ?? '' }),
    takeOver: () => {
      form.removeEventListener('submit', press);
      return pressed;
    },
  };
}

/** Whether this load shows the light sign-in page: /pa/sign-in, no session stored, no entry link's secret. */
export function isLightSignIn(): boolean {
  const path = window.location.pathname.replace(/\/+$/u, '');
  const stored = (key: string) => window.localStorage.getItem(key) !== null;
  return path === `${import.meta.env.BASE_URL}sign-in` && !stored(storageKeys.token) && !stored(storageKeys.sharedSecret);
}
