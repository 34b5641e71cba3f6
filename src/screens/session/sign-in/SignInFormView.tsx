import { useEffect, useRef, type FormEvent } from 'react';
import { signInFailureTitle } from '../../../machines/session/auth.selectors';
import '../../../styles/sign-in.css';

export interface SignInFormViewProps {
  login: string;
  password: string;
  onLogin(login: string): void;
  onPassword(password: string): void;
  /** A sign-in under way: the fields wait, 'Пожалуйста, подождите..' shows. */
  waiting: boolean;
  /** Why the last sign-in failed (the auth machine's text), or null. */
  failure: string | null;
  onSubmit(): void;
  /**
   * Drawn into /pa/sign-in's HTML at build time (src/app/sign-in-markup.tsx): 'Войти' stays
   * disabled until the page's first script takes the press, so Enter never submits the form
   * natively (the password in the address).
   */
  beforeScript?: boolean;
}

/**
 * Login, password, 'Войти', drawn from what it is given: the routed sign-in screen gives it the
 * auth machine's state (SignInForm.tsx), the light sign-in page (src/app/sign-in-start.tsx) the same
 * once the machine has loaded.
 */
export function SignInFormView({
  login,
  password,
  onLogin,
  onPassword,
  waiting,
  failure,
  onSubmit,
  beforeScript = false,
}: SignInFormViewProps) {
  const passwordField = useRef<HTMLInputElement>(null);
  // The fields wait (disabled) while the sign-in is under way, which drops the focus to <body>; a
  // refused sign-in gives it to the password, selected, so the user types it again at once.
  useEffect(() => {
    const field = passwordField.current;
    if (!failure || waiting || !field) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    field.focus();
    field.select();
  }, [failure, waiting]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className="sign-in">
      <form className="sign-in__form" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="sign-in__title">
          Партнёрский портал аптеки
        </h1>
        <label className="field">
          <span className="field__label">Логин</span>
          <input
            className="field__input"
            name="username"
            autoComplete="username"
            required
            disabled={waiting}
            value={login}
            onChange={(event) => onLogin(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Пароль</span>
          <input
            ref={passwordField}
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            disabled={waiting}
            value={password}
            onChange={(event) => onPassword(event.target.value)}
          />
        </label>
        {failure && !waiting && (
          <div className="sign-in__failure" role="alert">
            <p className="sign-in__failure-title">{signInFailureTitle}</p>
            <p>{failure}</p>
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={waiting || beforeScript}>
          Войти
        </button>
        {waiting && <p role="status">Пожалуйста, подождите..</p>}
      </form>
    </main>
  );
}
