/** A route as Fastify registered it: its method and url (`:name` for path parameters). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

interface OpenapiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}
export interface OpenapiDocument {
  paths?: Record<string, Record<string, OpenapiOperation | undefined> | undefined>;
}

/** The url as OpenAPI writes it: `/report/:id` → `/report/{id}`. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/gu, '{$1}');

const bodiless = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * What the document fails to say about the routes: one line per gap, empty when every route has a
 * described operation (name, summary, tag, its path parameters, its answers, and a body only where
 * a body can be sent).
 */
export function documentGaps(document: OpenapiDocument, routes: readonly RegisteredRoute[]): string[] {
  const gaps: string[] = [];
  for (const { method, url } of routes) {
    const name = `${method} ${url}`;
    const operation = document.paths?.[openapiPath(url)]?.[method.toLowerCase()];
    if (!operation) {
      gaps.push(`${name}: нет операции`);
      continue;
    }
    if (!operation.summary) gaps.push(`${name}: нет описания (summary)`);
    if (!operation.tags?.length) gaps.push(`${name}: нет раздела (tags)`);
    for (const [, parameter] of url.matchAll(/:([A-Za-z0-9_]+)/gu)) {
      if (!operation.parameters?.some((described) => described.in === 'path' && described.name === parameter)) {
        gaps.push(`${name}: не описан параметр пути ${parameter}`);
      }
    }
    const responses = Object.entries(operation.responses ?? {});
    const success = responses.filter(([status]) => /^2\d\d$/u.test(status));
    if (success.length === 0 || success.some(([status, answer]) => status !== '204' && !answer.content)) {
      gaps.push(`${name}: не описан успешный ответ`);
    }
    if (!responses.some(([status, answer]) => /^4\d\d$/u.test(status) && answer.content)) gaps.push(`${name}: не описан ответ с ошибкой`);
    if (!operation.operationId) gaps.push(`${name}: нет имени (operationId)`);
    if (bodiless.has(method) && operation.requestBody) gaps.push(`${name}: тело у ${method}`);
  }
  return gaps;
}
