/** apteka1 signed in through the password grant, as the portal does: its token and the claims the benches use. */
export async function signInApteka1(origin: string): Promise<{ token: string; userId: number; pharmacyId: number }> {
  const answer = await fetch(`${origin}/api/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', scope: 'read', username: 'apteka1', password: 'apteka1' }),
  });
  if (!answer.ok) throw new Error(`Sign-in failed: ${answer.status} ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: number; pharmacy_id: number };
  return { token, userId: claims.user_id, pharmacyId: claims.pharmacy_id };
}
