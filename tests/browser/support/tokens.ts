/** An unsigned JWT with the given claims: the portal decodes claims, only the gateway verifies. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const farFuture = 4102444800;
export const pharmacyUserToken = fakeJwt({ user_name: 'apteka1', user_id: 11, authorities: ['ROLE_PHARMACY'], exp: farFuture });
export const managerToken = fakeJwt({ user_name: 'manager', user_id: 13, authorities: ['ROLE_MANAGER'], exp: farFuture });
