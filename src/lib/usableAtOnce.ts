/**
 * `promise`, marked once it resolves the way React marks the promises it has seen, so that `use()`
 * returns the value at once instead of suspending. Code that is already loaded then renders (and
 * hydrates) without showing a fallback.
 */
export function usableAtOnce<T>(promise: Promise<T>): Promise<T> {
  const marked: Promise<T> = promise.then((value) => {
    Object.assign(marked, { status: 'fulfilled', value });
    return value;
  });
  return marked;
}
