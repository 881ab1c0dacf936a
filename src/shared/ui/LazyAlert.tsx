import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

const Alert = lazy(() => import(/* webpackChunkName: "alert" */ '@mui/material/Alert'));

/**
 * MUI's Alert, loaded the first time one is shown. For notices a page shows only in some states
 * (a warning, an offer after a transaction): a visit that never shows one does not load Alert.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
