import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth, useAuthSelector } from '../../../ui/app-context';
import { isValidSharedSecret } from '../../../domain/session/shared-secret';
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from '../../../machines/session/auth.machine';
import { selectSessionStatus, signInFailureTitle } from '../../../machines/session/auth.selectors';
import { Waiting } from '../../../ui/Waiting';
import '../../../styles/sign-in.css';
import { entryFailureText } from './entry-failure';

const selectEntryFailure = (snapshot: SnapshotFrom<typeof authMachine>) => entryFailureText(snapshot.context.signInFailure);

/**
 * /entry?shared_secret=…: the link the pharmacy's software opens. A secret of letters, digits and
 * hyphens signs in with the shared_secret grant; anything else is refused before any request.
 */
export function EntryScreen() {
  const auth = useAuth();
  const sharedSecret = useSearchParams()[0].get('shared_secret');
  const valid = isValidSharedSecret(sharedSecret);
  const status = useAuthSelector(selectSessionStatus);
  const failure = useAuthSelector(selectEntryFailure);
  // Once per link: StrictMode runs effects twice, and a second grant would only repeat the first.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!valid || sentFor.current === sharedSecret) return;
    sentFor.current = sharedSecret;
    auth.send({ type: 'auth.enter', sharedSecret });
  }, [auth, valid, sharedSecret]);

  if (!valid) {
    return <EntryProblem>Ссылка для входа неверна: секрет аптеки должен состоять только из латинских букв, цифр и дефисов.</EntryProblem>;
  }
  if (sentFor.current !== sharedSecret || status === 'pending') return <Waiting />;
  if (status === 'signedIn') return <Navigate to="/" replace />;
  return <EntryProblem>{failure ?? signInFailureTitle}</EntryProblem>;
}

function EntryProblem({ children }: { children: React.ReactNode }) {
  return (
    <main className="sign-in">
      <div className="sign-in__form" role="alert">
        <p className="sign-in__failure-title">{signInFailureTitle}</p>
        <p>{children}</p>
        <Link to="/sign-in">Войти по логину и паролю</Link>
      </div>
    </main>
  );
}
