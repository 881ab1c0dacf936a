/** The tab's sessionStorage, or undefined where there is none (tests, SSR) or access throws (disabled storage). */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The origin's localStorage (settings kept across reloads), or undefined where there is none or access throws. */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
