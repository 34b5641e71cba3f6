/** An event without its type; of a union of events, each one's own fields. */
export type Carried<E> = E extends { type: string } ? Omit<E, 'type'> : never;

/**
 * What an event carries: its own fields, without its type. A filter's event carries the chosen
 * value under the name of the field it sets (`{ type: 'filter.suppliers', supplierGroups }` sets
 * `supplierGroups`); a grid's edit, the row and its text as the worker's call takes them.
 */
export function carried<E extends { type: string }>(event: E): Carried<E> {
  const { type: _type, ...fields } = event;
  return fields as Carried<E>;
}
