import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { config } from '../../config';
import { registerToastBackend } from './notify';
import { ToastContent } from './ToastContent';

const iconStyle = { marginInlineEnd: 8, fontSize: 20, flexShrink: 0 } as const;

/** The toast area's settings (SPEC section 9), exported so tests and docs read one source. */
export const toastProviderSettings = {
  maxSnack: config.toast.maxSnack,
  anchorOrigin: config.toast.position,
  autoHideDuration: config.toast.defaultDuration,
  maxWidth: config.toast.maxWidth,
  iconColors: { success: config.toast.successColor, error: config.toast.errorColor },
} as const;

const iconVariant = {
  success: <CheckCircleIcon style={{ ...iconStyle, color: config.toast.successColor }} data-testid="toast-icon-success" />,
  error: <ErrorIcon style={{ ...iconStyle, color: config.toast.errorColor }} data-testid="toast-icon-error" />,
  loading: (
    <CircularProgress size={18} thickness={5} color="inherit" style={{ marginInlineEnd: 10 }} data-testid="toast-icon-loading" aria-hidden />
  ),
};

const components = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
  loading: ToastContent,
};

/**
 * Toasts start below the sticky header (64 px tall on phones, 72 px from md on, plus its 1 px
 * border; see features/layout/Header), so a pending toast never covers the wallet button and
 * its Recent transactions and Disconnect. The doubled class outranks notistack's own `top`.
 */
export const TOAST_TOP_OFFSET = { xs: 73, md: 81 } as const;
const belowHeader = (
  <GlobalStyles
    styles={(theme) => ({
      '.app-toast-container.app-toast-container': {
        top: TOAST_TOP_OFFSET.xs,
        [theme.breakpoints.up('md')]: { top: TOAST_TOP_OFFSET.md },
      },
    })}
  />
);

function ToastBridge(): null {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () => registerToastBackend({ enqueue: (message, options) => enqueueSnackbar(message, options), close: closeSnackbar }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** the element the toasts are rendered into (LazyToastArea's live region); inline when absent */
  domRoot?: HTMLElement;
}

/** notistack at the top right below the header, an error toast a role=alert, the others role=status (all inside LazyToastArea's live region), at most 20 toasts, 350 px wide; wires `notify` to it. */
export function ToastProvider({ children, domRoot }: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={toastProviderSettings.maxSnack}
      anchorOrigin={toastProviderSettings.anchorOrigin}
      autoHideDuration={toastProviderSettings.autoHideDuration}
      iconVariant={iconVariant}
      Components={components}
      style={{ maxWidth: toastProviderSettings.maxWidth, wordBreak: 'break-word' }}
      classes={{ containerRoot: 'app-toast-container' }}
      domRoot={domRoot}
    >
      {belowHeader}
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
