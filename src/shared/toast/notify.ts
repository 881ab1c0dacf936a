import type { ReactNode } from 'react';
import type { OptionsObject, SnackbarKey, VariantType } from 'notistack';
import { config } from '../../config';

/**
 * The one toast helper (SPEC section 4 toast types: blank, error, success, loading, custom).
 * Works outside React: `ToastProvider` registers notistack's enqueue/close here when it mounts;
 * calls made before that are queued and shown once it does.
 */
export type ToastId = SnackbarKey;
export type ToastKind = 'blank' | 'success' | 'error' | 'loading' | 'custom';

export interface ToastOptions {
  /** replace this toast (typically a 'loading' one) by the new one */
  id?: ToastId;
  /** ms; null keeps it until dismissed */
  duration?: number | null;
}

declare module 'notistack' {
  interface VariantOverrides {
    loading: true;
  }
}

interface ToastBackend {
  enqueue: (message: ReactNode, options: OptionsObject) => SnackbarKey;
  close: (key?: SnackbarKey) => void;
}

type Pending = { kind: 'enqueue'; message: ReactNode; options: OptionsObject } | { kind: 'close'; key?: SnackbarKey };

let backend: ToastBackend | null = null;
let pending: Pending[] = [];
let counter = 0;

/** Called by ToastProvider's bridge; returns the unregister function. */
export function registerToastBackend(next: ToastBackend): () => void {
  backend = next;
  const queued = pending;
  pending = [];
  for (const item of queued) {
    if (item.kind === 'enqueue') next.enqueue(item.message, item.options);
    else next.close(item.key);
  }
  return () => {
    if (backend === next) backend = null;
  };
}

const requestListeners = new Set<() => void>();

/**
 * For a toast area mounted on demand (LazyToastArea): called at once when toasts are already
 * queued, and whenever one is queued while no backend is registered.
 */
export function onToastRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  if (pending.some((item) => item.kind === 'enqueue')) listener();
  return () => {
    requestListeners.delete(listener);
  };
}

export const toastDurations: Record<ToastKind, number | null> = {
  blank: config.toast.defaultDuration,
  custom: config.toast.defaultDuration,
  success: config.toast.successDuration,
  error: config.toast.errorDuration,
  loading: config.toast.loadingDuration,
};

const variantOf: Record<Exclude<ToastKind, 'custom'>, VariantType> = {
  blank: 'default',
  success: 'success',
  error: 'error',
  loading: 'loading',
};

function nextKey(): ToastId {
  counter += 1;
  return `toast-${counter}`;
}

function close(key?: ToastId): void {
  if (backend) backend.close(key);
  else if (key === undefined) pending = [];
  else pending = pending.filter((item) => !(item.kind === 'enqueue' && item.options.key === key));
}

function show(kind: ToastKind, message: ReactNode, opts: ToastOptions, extra: Partial<OptionsObject> = {}): ToastId {
  if (opts.id !== undefined) close(opts.id);
  const key = nextKey();
  const duration = opts.duration !== undefined ? opts.duration : toastDurations[kind];
  const options: OptionsObject = {
    key,
    variant: kind === 'custom' ? 'default' : variantOf[kind],
    autoHideDuration: duration,
    persist: duration === null,
    ...extra,
  };
  if (backend) backend.enqueue(message, options);
  else {
    pending.push({ kind: 'enqueue', message, options });
    requestListeners.forEach((listener) => listener());
  }
  return key;
}

export const notify = {
  blank: (message: ReactNode, opts: ToastOptions = {}) => show('blank', message, opts),
  success: (message: ReactNode, opts: ToastOptions = {}) => show('success', message, opts),
  error: (message: ReactNode, opts: ToastOptions = {}) => show('error', message, opts),
  /** persistent with a spinner until `dismiss`ed or replaced through `{ id }` */
  loading: (message: ReactNode, opts: ToastOptions = {}) => show('loading', message, opts),
  /** renders the given content instead of the standard snackbar */
  custom: (content: ReactNode | ((id: ToastId) => ReactNode), opts: ToastOptions = {}) =>
    show('custom', '', opts, {
      content: typeof content === 'function' ? (key: SnackbarKey) => content(key) : content,
    }),
  /** closes one toast, or all of them without an id */
  dismiss: (id?: ToastId) => close(id),
};

export type Notify = typeof notify;
