import { Children, Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { failureSentence } from '../errors/failureSentence';
import type { ListPageState } from '../indexedList/listPageOf';
import { ListPages } from '../indexedList/ListPages';
import { ListSourceNotice } from '../indexedList/ListSourceNotice';
import { InlineError } from '../ui/InlineError';
import { EmptyListing, type EmptyListingText } from './EmptyListing';

export interface ListingCardsTexts {
  /** what is loading, for screen readers ('Loading your drops') */
  loading: string;
  /** the head of the failure's sentence ('Failed to load your drops'); the reason follows it */
  failure: string;
  /** the failure's text is the whole of what the list says, with no reason after it */
  failureAlone?: boolean;
  /** the pager's name ('Your drop pages') */
  pages: string;
  /** what the chain's own pages cannot do, said while the index is unreachable */
  chainOnly?: string;
}

export interface ListingCardsProps<T> {
  list: ListPageState<T>;
  /** the entries drawn as cards: the page's, or those of them the chosen tab shows */
  shown?: readonly T[];
  keyOf: (entry: T) => string;
  card: (entry: T) => ReactNode;
  /** cards drawn before the list's own (the built-in examples) */
  leading?: ReactNode;
  /** what the list says when it shows nothing; null when the page says nothing */
  empty: EmptyListingText | null;
  texts: ListingCardsTexts;
  /** the grid's columns, by breakpoint */
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  /** what stands in for the cards while they load (rounded blocks by default) */
  skeleton?: ReactNode;
  /** drawn between the notices and the cards (totals over the list) */
  header?: ReactNode;
  /** the card grid's test id */
  testId?: string;
}

function CardSkeletons() {
  return (
    <>
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={220} />
    </>
  );
}

/**
 * A page of a listing kind's cards, whichever source it came from: why it may not be current,
 * its failure with Retry, a placeholder while it loads, the empty panel, and the pager.
 */
export function ListingCards<T>({ list, shown = list.items ?? [], keyOf, card, leading, empty, texts, columns, skeleton, header, testId }: ListingCardsProps<T>) {
  const loading = list.items === undefined && !list.isError;
  const cardsAbove = Children.toArray(leading).length > 0 || shown.length > 0;
  return (
    <>
      <ListSourceNotice source={list.source} lagText={list.lagText} chainOnlyText={texts.chainOnly} />
      {list.isError && !list.items && (
        <InlineError onRetry={list.refetch} retrying={list.isFetching} sx={{ mb: 3 }}>
          {texts.failureAlone ? texts.failure : failureSentence(texts.failure, list.errorMessage)}
        </InlineError>
      )}
      {header}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: columns }} data-testid={testId}>
        {leading}
        {loading && (
          <Box role="status" aria-label={texts.loading} sx={{ display: 'contents' }}>
            {skeleton ?? <CardSkeletons />}
          </Box>
        )}
        {shown.map((entry) => (
          <Fragment key={keyOf(entry)}>{card(entry)}</Fragment>
        ))}
      </Box>
      {empty && (
        <Box sx={{ mt: cardsAbove ? 3 : 0 }}>
          <EmptyListing text={empty} />
        </Box>
      )}
      <ListPages pager={list.pager} label={texts.pages} />
    </>
  );
}
