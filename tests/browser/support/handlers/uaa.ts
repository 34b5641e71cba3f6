import { http, HttpResponse } from 'msw';
import { managerToken, pharmacyUserToken } from '../tokens';

export const tokenUrl = '/api/uaa/oauth/token';
/** Sign-out on the gateway: our extension, which a back end may lack. */
export const revokeUrl = '/api/uaa/oauth/revoke';

const accounts: Record<string, { password: string; token: string }> = {
  apteka1: { password: 'apteka1', token: pharmacyUserToken },
  manager: { password: 'manager', token: managerToken },
};
const secrets: Record<string, string> = { 'demo-apteka1-secret': pharmacyUserToken };

export const tokens = (access: string) =>
  HttpResponse.json({ access_token: access, refresh_token: `refresh-${access.length}`, token_type: 'bearer', expires_in: 900 });
export const badCredentials = () =>
  HttpResponse.json({ error: 'invalid_grant', error_description: 'Неверный логин или пароль' }, { status: 400 });

/** POST /uaa/oauth/token as the gateway answers it, for the demo accounts. */
export const uaaHandlers = [
  http.post(tokenUrl, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') === 'password') {
      const account = accounts[form.get('username') ?? ''];
      return account && account.password === form.get('password') ? tokens(account.token) : badCredentials();
    }
    if (form.get('grant_type') === 'shared_secret') {
      const token = secrets[form.get('shared_secret') ?? ''];
      return token ? tokens(token) : badCredentials();
    }
    return badCredentials();
  }),
  http.post(revokeUrl, () => new HttpResponse(null, { status: 204 })),
];
