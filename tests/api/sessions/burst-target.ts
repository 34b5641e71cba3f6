import { startGateway, type TestGateway } from '../support/app';
import { tokenRequest } from '../support/requests';
import { seededPostgresUrl, spawnGateway, type SpawnedGateway } from '../background-task/spawned-gateway';

/** What a caller of the token endpoint sees. */
export interface TokenAnswer {
  status: number;
  retryAfter: string | null;
}

/** A gateway to send sign-in attempts to, from any address. */
export interface SignInTarget {
  /** Sends one token request as if from `address`. */
  send(fields: Record<string, string>, address: string): Promise<TokenAnswer>;
  close(): Promise<void>;
}

/**
 * On PGlite, the gateway in process (an embedded database belongs to one process). On PostgreSQL,
 * the real thing: `GATEWAY_PROCESSES=2` behind one port, so a burst is shared between two
 * processes, each with its own connection pool. Loopback is trusted as a proxy there, so
 * X-Forwarded-For names the address an attempt comes from.
 */
export async function signInTarget(): Promise<SignInTarget> {
  if (process.env.API_TEST_DB === 'postgres')
    return clusterTarget(
      await spawnGateway({ DATABASE_URL: await seededPostgresUrl(), GATEWAY_PROCESSES: '2', TRUST_PROXY: '127.0.0.1' }, 90_000),
    );
  return inProcessTarget(await startGateway());
}

const inProcessTarget = (gateway: TestGateway): SignInTarget => ({
  async send(fields, address) {
    const answer = await tokenRequest(gateway.app, fields, address);
    const retryAfter = answer.headers['retry-after'];
    return { status: answer.statusCode, retryAfter: retryAfter === undefined ? null : String(retryAfter) };
  },
  close: () => gateway.close(),
});

const clusterTarget = (gateway: SpawnedGateway): SignInTarget => ({
  async send(fields, address) {
    const answer = await fetch(`${gateway.url}/api/uaa/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams(fields),
    });
    await answer.arrayBuffer();
    return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
  },
  close: () => gateway.kill(),
});
