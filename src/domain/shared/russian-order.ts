/**
 * The one order of texts the portal and the gateway sort by: Russian alphabetical order, numbers
 * by value ('Группа 2' before 'Группа 10'), Latin after Cyrillic. Filter options merged on the
 * portal, read from the positions in the worker and answered by the gateway all come in it.
 */
const russian = new Intl.Collator('ru', { numeric: true });

export const compareRussian = (a: string, b: string): number => russian.compare(a, b);

/** By name in Russian order, then by id: entries of the same name keep one order. */
export const compareByName = <T extends { id: number; name: string }>(a: T, b: T): number => compareRussian(a.name, b.name) || a.id - b.id;

/** Each text once, sorted. */
export const sortedTexts = (texts: Iterable<string>): string[] => [...new Set(texts)].sort(compareRussian);

/** Each id once (the first seen), sorted by name, then id. */
export function sortedById<T extends { id: number; name: string }>(entries: Iterable<T>): T[] {
  const byId = new Map<number, T>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort(compareByName);
}
