import { useState } from 'react';
import { useAuth, useAuthSelector } from '../../../ui/app-context';
import { selectSessionStatus, selectSignInFailure } from '../../../machines/session/auth.selectors';
import { SignInFormView } from './SignInFormView';

/** The form on the auth machine: what the routed sign-in screen shows. */
export function SignInForm() {
  const auth = useAuth();
  const status = useAuthSelector(selectSessionStatus);
  const failure = useAuthSelector(selectSignInFailure);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SignInFormView
      login={login}
      password={password}
      onLogin={setLogin}
      onPassword={setPassword}
      waiting={status === 'pending'}
      failure={failure}
      onSubmit={() => auth.send({ type: 'auth.signIn', login, password })}
    />
  );
}
