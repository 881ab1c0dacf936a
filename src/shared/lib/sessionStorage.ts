/** The tab's sessionStorage, or undefined where there is none (tests, SSR) or access throws (disabled storage). */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
