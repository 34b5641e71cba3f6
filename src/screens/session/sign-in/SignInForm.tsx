import { useAuth, useAuthSelector } from '../../../ui/app-context';
import { selectSessionStatus, selectSignInFailure } from '../../../machines/session/auth.selectors';
import { SignInFormView } from './SignInFormView';
import { useTypedCredentials } from './typed-credentials';

/** The form on the auth machine: what the routed sign-in screen shows. */
export function SignInForm() {
  const auth = useAuth();
  const status = useAuthSelector(selectSessionStatus);
  const failure = useAuthSelector(selectSignInFailure);
  const fields = useTypedCredentials();
  return (
    <SignInFormView
      {...fields}
      waiting={status === 'pending'}
      failure={failure}
      onSubmit={() => auth.send({ type: 'auth.signIn', login: fields.login, password: fields.password })}
    />
  );
}
