import { Navigate, useLocation } from 'react-router';
import { useAuthSelector } from '../../../ui/app-context';
import { selectSessionStatus } from '../../../machines/session/auth.selectors';
import { SignInForm } from './SignInForm';

/** /sign-in: login, password, 'Войти'. A signed-in user goes on to where they were headed, or home. */
export function SignInScreen() {
  const status = useAuthSelector(selectSessionStatus);
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  if (status === 'signedIn') return <Navigate to={from ?? '/'} replace />;
  return <SignInForm />;
}
