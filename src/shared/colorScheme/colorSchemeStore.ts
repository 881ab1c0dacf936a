/**
 * The page's colour scheme at run time: the attribute the head's script set (COLOR_SCHEME_SCRIPT),
 * the user's choice in localStorage, and the system's setting, which rules until the user picks.
 * Switching changes one attribute: every colour is a CSS variable, so nothing re-renders.
 */
import { useSyncExternalStore } from 'react';
import { localStorageOrUndefined } from '../lib/sessionStorage';
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  PREFERS_LIGHT_QUERY,
  type ColorScheme,
} from './colorSchemeScript';

function isScheme(value: unknown): value is ColorScheme {
  return value === 'dark' || value === 'light';
}

/** The user's stored choice, or null while they have not picked (or storage is unavailable). */
export function storedColorScheme(): ColorScheme | null {
  const stored = localStorageOrUndefined()?.getItem(COLOR_SCHEME_STORAGE_KEY);
  return isScheme(stored) ? stored : null;
}

/** The system's setting. */
export function systemColorScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_LIGHT_QUERY).matches ? 'light' : 'dark';
}

/** The scheme on screen. */
export function currentColorScheme(): ColorScheme {
  const shown = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return isScheme(shown) ? shown : 'dark';
}

const listeners = new Set<() => void>();

function show(scheme: ColorScheme): void {
  if (document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === scheme) return;
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  listeners.forEach((listener) => listener());
}

/** Shows what the user chose, else what the system asks for. */
export function applyColorScheme(): void {
  show(storedColorScheme() ?? systemColorScheme());
}

/** The user's pick: shown at once and kept for their next visits. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    localStorageOrUndefined()?.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // private browsing without storage: the choice holds for this page only
  }
  show(scheme);
}

/**
 * Follows the system's setting while the user has not picked, and a pick made in another tab.
 * Subscribed while something shows the scheme (the header's toggle is always on screen).
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_LIGHT_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COLOR_SCHEME_STORAGE_KEY) applyColorScheme();
  };
  media?.addEventListener('change', applyColorScheme);
  window.addEventListener('storage', onStorage);
  // a page whose head script did not run (a Content-Security-Policy without its hash) still gets its scheme
  applyColorScheme();
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', applyColorScheme);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The scheme on screen, re-rendering when it changes; null while a prerendered page is being
 * adopted (the build knew no scheme), so that first render matches the page's markup.
 */
export function useColorScheme(): ColorScheme | null {
  return useSyncExternalStore(subscribe, currentColorScheme, () => null);
}
