import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { failureSentence } from '../errors/failureSentence';
import { InlineError } from '../ui/InlineError';
import type { DetailPageState } from './detailPageState';

export interface ListingDetailFrameProps<T, D> {
  state: DetailPageState<T, D>;
  /** the way back to the kind's list, there in every state (nothing moves once the listing loads) */
  back: { to: string; label: string };
  live(listing: T): ReactNode;
  demo(demo: D): ReactNode;
  loading: ReactNode;
  notFound: ReactNode;
  /** the failed read's sentence ('Failed to load the …') and its retry */
  failure: { title: string; onRetry: () => unknown; retrying: boolean };
}

/** Every listing kind's detail page around its own body: the way back, then the state's view. */
export function ListingDetailFrame<T, D>({ state, back, live, demo, loading, notFound, failure }: ListingDetailFrameProps<T, D>) {
  let body: ReactNode;
  if (state.kind === 'live') body = live(state.listing);
  else if (state.kind === 'demo') body = demo(state.demo);
  else if (state.kind === 'loading') body = loading;
  else if (state.kind === 'not-found') body = notFound;
  else {
    body = (
      <InlineError onRetry={failure.onRetry} retrying={failure.retrying}>
        {failureSentence(failure.title, state.message)}
      </InlineError>
    );
  }
  return (
    <Box component="section">
      <Link component={RouterLink} to={back.to} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        {back.label}
      </Link>
      {body}
    </Box>
  );
}
