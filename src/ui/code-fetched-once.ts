/** Code fetched on first use: once however often it is asked for, and at hand once it has come. */
export interface CodeFetchedOnce<T> {
  load(): Promise<T>;
  /** What the code gave once it has come, so a part whose code came early is drawn at once. */
  loaded(): T | undefined;
}

/** A failed fetch is not kept: the next time the code is asked for, it is fetched again. */
export function codeFetchedOnce<T>(fetch: () => Promise<T>): CodeFetchedOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (pending ??= fetch().then(
        (fetched) => {
          value = fetched;
          return fetched;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
