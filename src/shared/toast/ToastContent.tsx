import { forwardRef, type CSSProperties } from 'react';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import { useTheme } from '@mui/material/styles';
import { config } from '../../config';

/** The edge that tells a toast's kind at a glance, in the SPEC's icon colours; the rest is the app's surface. */
const ACCENT: Record<string, string> = {
  success: config.toast.successColor,
  error: config.toast.errorColor,
};

const rootStyle: CSSProperties = {
  fontSize: '0.875rem',
  lineHeight: 1.43,
  letterSpacing: '0.01071em',
  alignItems: 'center',
  padding: '6px 16px',
  borderRadius: 12,
  borderStyle: 'solid',
  borderWidth: '1px 1px 1px 4px',
  boxShadow: '0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12)',
};
const messageStyle: CSSProperties = { display: 'flex', alignItems: 'center', padding: '8px 0' };
const actionStyle: CSSProperties = { display: 'flex', alignItems: 'center', marginLeft: 'auto', paddingLeft: 16, marginRight: -8 };

/**
 * One toast, on the app's surface in the colour scheme on screen. Unlike notistack's
 * MaterialDesignContent, which gives every toast the same `id="notistack-snackbar"` (two toasts at
 * once then describe each other), each message has its own id; and only an error interrupts as an
 * alert, the others (pending, done, a rejection the user chose) are polite status messages.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(props, ref) {
  const { id, message, action, iconVariant, variant, hideIconVariant, style, className } = props;
  const theme = useTheme();
  const colors = (theme.vars ?? theme).palette;
  const icon = hideIconVariant ? null : iconVariant[variant];
  const messageId = `toast-message-${String(id)}`;
  return (
    <SnackbarContent
      ref={ref}
      role={variant === 'error' ? 'alert' : 'status'}
      aria-describedby={messageId}
      style={{
        ...rootStyle,
        backgroundColor: colors.background.paper,
        color: colors.text.primary,
        borderColor: colors.divider,
        borderLeftColor: ACCENT[variant] ?? colors.divider,
        ...(icon ? { paddingLeft: 20 } : {}),
        ...style,
      }}
      className={['notistack-MuiContent', `notistack-MuiContent-${variant}`, className].filter(Boolean).join(' ')}
    >
      <div id={messageId} style={messageStyle}>
        {icon}
        {message}
      </div>
      {action && <div style={actionStyle}>{typeof action === 'function' ? action(id) : action}</div>}
    </SnackbarContent>
  );
});
