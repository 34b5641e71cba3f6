import { jwtDecode } from 'jwt-decode';
import * as v from 'valibot';
import { AccessClaims } from '../../api/contract/uaa';

/** The claims of an access token, or null when it is not a token the portal can read. */
export function readClaims(accessToken: string | null | undefined): AccessClaims | null {
  if (!accessToken) return null;
  try {
    const parsed = v.safeParse(AccessClaims, jwtDecode(accessToken));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
