import * as v from 'valibot';
import { PortalConfig } from '../contract/config';

/** Why the portal could not start; shown as it is on the start-up error screen. */
export class ConfigError extends Error {
  name = 'ConfigError';
  /** The server was not reached, or its proxy said it is away (502–504): not the deployment's fault. */
  unreachable = false;
}

/** Statuses a proxy answers for a server that is restarting or away. */
const awayStatuses = new Set([502, 503, 504]);

const unreachableError = (message: string) => Object.assign(new ConfigError(message), { unreachable: true });

const where = 'config.json';

/**
 * The runtime configuration the gateway serves next to the portal (/pa/config.json), so one build
 * runs against any deployment. Loaded once at start; a bad one stops the portal with a clear text.
 */
export async function loadPortalConfig(
  fetchFn: typeof fetch = fetch,
  url: string = import.meta.env.BASE_URL + where,
): Promise<PortalConfig> {
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw unreachableError(`Не удалось загрузить настройки портала (${where}): сервер недоступен.`);
  }
  if (!response.ok) {
    const message = `Не удалось загрузить настройки портала (${where}): сервер ответил ошибкой ${response.status}.`;
    throw awayStatuses.has(response.status) ? unreachableError(message) : new ConfigError(message);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError(`Настройки портала (${where}) не являются корректным JSON.`);
  }
  return parsePortalConfig(body);
}

/** Validates config.json; names the first wrong field so an operator can fix the deployment. */
export function parsePortalConfig(body: unknown): PortalConfig {
  const parsed = v.safeParse(PortalConfig, body);
  if (parsed.success) return parsed.output;
  const field = v.getDotPath(parsed.issues[0]);
  throw new ConfigError(`Настройки портала (${where}) заполнены неверно: ${field ? `поле ${field}` : 'ожидается объект настроек'}.`);
}
