import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './notify';

// notistack and the toast icons stay out of the entry chunk: a visitor who never sees a toast
// never downloads them, which keeps `/` within its 200 KiB budget. `notify` queues until the area is up.
const ToastProvider = lazy(() =>
  import(/* webpackChunkName: "toasts" */ './ToastProvider').then((module) => ({ default: module.ToastProvider })),
);

/** The app's toast area, mounted the first time a toast is requested. */
export function LazyToastArea() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}

export default LazyToastArea;
