import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

export interface CreatedNoticeProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * The success banner of a create form: it brings itself into view when it appears, since the
 * create button that led to it sits at the bottom of a long form.
 */
export function CreatedNotice({ onClose, children }: CreatedNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Alert ref={ref} severity="success" sx={{ mb: 2 }} onClose={onClose} data-testid="created-notice">
      {children}
    </Alert>
  );
}
