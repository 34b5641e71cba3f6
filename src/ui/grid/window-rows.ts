/**
 * Rows for a grid over a data set that lives elsewhere (a worker holding a million forecast
 * rows): an array-like of `rowCount` rows whose items are read on demand from `rowAt`.
 * react-data-grid renders only the visible rows and, with a fixed rowHeight, reads nothing but
 * `length` and the visible indices, so nothing is copied. The screen keeps the window the worker
 * last sent (the rows of DataGrid's onVisibleRowsChange range, transferred as a typed array or a
 * small slice) and answers `rowAt` from it, with a placeholder row until that part has arrived.
 */
export function windowRows<R>(rowCount: number, rowAt: (index: number) => R): readonly R[] {
  return new Proxy([] as R[], {
    get(target, property, receiver) {
      if (property === 'length') return rowCount;
      if (typeof property === 'string' && /^\d+$/.test(property)) {
        const index = Number(property);
        return index < rowCount ? rowAt(index) : undefined;
      }
      return Reflect.get(target, property, receiver);
    },
    has(target, property) {
      if (typeof property === 'string' && /^\d+$/.test(property)) return Number(property) < rowCount;
      return Reflect.has(target, property);
    },
  });
}
