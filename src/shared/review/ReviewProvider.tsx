import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ReviewRequest } from './reviewTypes';

// The dialog and its MUI parts load on the first review: a visitor who never swaps does not pay for them.
const ReviewDialog = lazy(() => import(/* webpackChunkName: "review" */ './ReviewDialog'));

interface ReviewApi {
  /** opens the one review modal with this content (replacing any closed one) */
  openReview: (request: ReviewRequest) => void;
}

const ReviewContext = createContext<ReviewApi | null>(null);

/**
 * The one review-and-confirm modal's host (like Aave's ModalContext): the swap, the listings'
 * writes and their create forms call `openReview`, this renders the modal. Its content lives in React state because it holds
 * the send functions; the transaction's progress is read from the store by the modal.
 */
export function ReviewProvider({ children }: { children?: ReactNode }) {
  const [session, setSession] = useState<{ request: ReviewRequest; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openReview = useCallback((request: ReviewRequest) => {
    setSession((previous) => ({ request, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ openReview }), [openReview]);
  return (
    <ReviewContext.Provider value={api}>
      {children}
      {session && (
        <Suspense fallback={null}>
          <ReviewDialog key={session.key} open={open} request={session.request} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ReviewContext.Provider>
  );
}

export function useReview(): ReviewApi {
  const api = useContext(ReviewContext);
  if (!api) throw new Error('useReview needs a ReviewProvider (AppProviders mounts one)');
  return api;
}
