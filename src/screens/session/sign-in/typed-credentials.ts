import { useState } from 'react';

/**
 * The login and password as the user types them, handed to the sign-in form as its fields' values
 * and handlers. `typed` fills them with what the page's own fields already hold (a form drawn into
 * the HTML ahead of React); without it they start empty.
 */
export function useTypedCredentials(typed?: () => { login: string; password: string }) {
  const [login, onLogin] = useState(() => typed?.().login ?? '');
  const [password, onPassword] = useState(() => typed?.().password ?? '');
  return { login, password, onLogin, onPassword };
}
