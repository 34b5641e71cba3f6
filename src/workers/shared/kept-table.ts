/**
 * The table a screen's worker keeps from its last load. A load drops the kept table when it starts,
 * and a newer load replaces an older one still on its way: the older one learns it is no longer
 * wanted and keeps nothing. Asking the table before a load has kept one is an error named by the screen.
 */
export function createKeptTable<T>(notLoaded: string) {
  let table: T | null = null;
  let loads = 0;
  return {
    /** Starts a load; the answer tells whether it is still the newest. */
    startLoad(): () => boolean {
      const load = ++loads;
      table = null;
      return () => load === loads;
    },
    keep(loadedTable: T): T {
      table = loadedTable;
      return loadedTable;
    },
    /** The kept table, or null while none is loaded. */
    current: (): T | null => table,
    loaded(): T {
      if (!table) throw new Error(notLoaded);
      return table;
    },
  };
}
