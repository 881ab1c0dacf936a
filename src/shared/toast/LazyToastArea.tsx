import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './notify';

// notistack and the toast icons stay out of the entry chunk: a visitor who never sees a toast
// never downloads them, which keeps `/` within its 200 KiB budget. `notify` queues until the area is up.
const ToastProvider = lazy(() =>
  import(/* webpackChunkName: "toasts" */ './ToastProvider').then((module) => ({ default: module.ToastProvider })),
);

/**
 * The app's toast area. The polite live region is in the page from the first paint, because
 * screen readers announce changes only inside a region they already know; notistack is
 * mounted the first time a toast is requested and renders its toasts into that region.
 */
export function LazyToastArea() {
  const [needed, setNeeded] = useState(false);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return (
    <>
      <div ref={setRegion} role="status" aria-live="polite" aria-label="Notifications" data-testid="toast-region" />
      {needed && region && (
        <Suspense fallback={null}>
          <ToastProvider domRoot={region} />
        </Suspense>
      )}
    </>
  );
}

export default LazyToastArea;
