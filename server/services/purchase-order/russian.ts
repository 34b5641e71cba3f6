/**
 * Russian alphabetical order, numbers by value, as the portal sorts merged options
 * (src/domain/purchase/merge.ts): the gateway's lists already come in that order.
 */
const russian = new Intl.Collator('ru', { numeric: true });

/** Each text once, sorted. */
export const sortedTexts = (texts: Iterable<string>): string[] => [...new Set(texts)].sort(russian.compare);

/** Each id once (the first seen), sorted by name, then id. */
export function sortedById<T extends { id: number; name: string }>(entries: Iterable<T>): T[] {
  const byId = new Map<number, T>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => russian.compare(a.name, b.name) || a.id - b.id);
}
