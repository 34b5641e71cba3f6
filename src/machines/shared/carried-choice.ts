/** An event without its type; of a union of events, each one's own fields. */
export type Carried<E> = E extends { type: string } ? Omit<E, 'type'> : never;

/**
 * What a choosing event chose, where the event carries each chosen value under the name of the
 * field it sets (`{ type: 'filter.suppliers', supplierGroups }` sets `supplierGroups`): the event
 * without its type.
 */
export function carriedChoice<E extends { type: string }>(event: E): Carried<E> {
  const { type: _type, ...choice } = event;
  return choice as Carried<E>;
}
