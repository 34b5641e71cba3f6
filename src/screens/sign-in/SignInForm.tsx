import { useState, type FormEvent } from 'react';
import { useAuth, useAuthSelector } from '../../ui/app-context';
import { selectSessionStatus, selectSignInFailure, signInFailureTitle } from '../../machines/auth.selectors';
import '../../styles/sign-in.css';

/**
 * Login, password, 'Войти': the sign-in screen without the router, so the light sign-in page
 * (src/app/sign-in-start.tsx) shows it before the app's router and screens have loaded.
 */
export function SignInForm() {
  const auth = useAuth();
  const status = useAuthSelector(selectSessionStatus);
  const failure = useAuthSelector(selectSignInFailure);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const waiting = status === 'pending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'auth.signIn', login, password });
  };

  return (
    <main className="sign-in">
      <form className="sign-in__form" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="sign-in__title">Партнёрский портал аптеки</h1>
        <label className="field">
          <span className="field__label">Логин</span>
          <input className="field__input" name="username" autoComplete="username" required disabled={waiting}
            value={login} onChange={(event) => setLogin(event.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Пароль</span>
          <input className="field__input" name="password" type="password" autoComplete="current-password" required disabled={waiting}
            value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>
        {failure && !waiting && (
          <div className="sign-in__failure" role="alert">
            <p className="sign-in__failure-title">{signInFailureTitle}</p>
            <p>{failure}</p>
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={waiting}>
          Войти
        </button>
        {waiting && <p role="status">Пожалуйста, подождите..</p>}
      </form>
    </main>
  );
}
