import type { Failure } from '../../../machines/shared/api-error';

/**
 * Why an entry link did not sign in, in the words of someone who only clicked a link: the
 * gateway refusing the secret (400 invalid_grant, 401) means the link is unknown or no longer
 * valid, never a mistyped login or password, which the user never typed. Anything else (the
 * gateway unreachable, too many attempts) keeps its own message.
 */
export const expiredEntryLinkText =
  'Ссылка для входа недействительна или устарела. Откройте портал заново из программы аптеки или войдите по логину и паролю.';

export function entryFailureText(failure: Failure | null): string | null {
  if (!failure) return null;
  return failure.status === 400 || failure.status === 401 ? expiredEntryLinkText : failure.message;
}
