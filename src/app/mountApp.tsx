import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppProviders';
import type { AppStore, RootState } from '../shared/store/store';

export { preloadRouteComponents } from './routes';

/**
 * Puts the app in `container`: adopts a prerendered page there (src/app/prerender), or renders into
 * an empty one. Either way in a transition, so React works in slices and yields between them
 * instead of holding a phone's main thread for the whole first screen.
 *
 * `firstState` is the store's state before any read was sent: what a prerendered page shows (see AppProviders).
 */
export function mountApp(container: HTMLElement, store: AppStore, firstState: RootState): void {
  const app = (
    <StrictMode>
      <AppProviders store={store} serverState={firstState}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app, {
        // Where this browser's first render differs from the prerender (a pending transaction
        // restored from the last visit), React renders that part afresh: expected, so not an error.
        onRecoverableError: (error) => console.warn('The prerendered page was re-rendered:', error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
