import type { EmptyListingText } from '../../../shared/listing/EmptyListing';

/**
 * The market's empty state. When the example cards are on screen the wording must not read
 * 'nothing here' right below them, so it names them as examples instead.
 */
export function emptyMarketText({ anySales, examplesShown }: { anySales: boolean; examplesShown: boolean }): EmptyListingText {
  if (examplesShown) {
    return {
      title: 'No live sales right now — the cards above are examples',
      body: anySales
        ? 'Every real bond has ended. Check back later, or launch your own.'
        : 'No real bond has been launched yet. Be the first to launch a bond offering!',
    };
  }
  return {
    title: 'No Active Bonds Available',
    body: anySales
      ? 'All bonds have ended or are currently inactive. Check back later for new opportunities!'
      : 'Be the first to launch a bond offering!',
  };
}

/** The empty state of a searched list or of the Finished tab, where 'no active bonds' would be wrong. */
export function emptyFilteredMarketText({ tab, search }: { tab: 'live' | 'finished'; search: string | null }): EmptyListingText {
  if (search !== null) {
    return { title: `No bonds match "${search}"`, body: 'Try another token name, symbol or address.' };
  }
  return tab === 'finished'
    ? { title: 'No Finished Bonds', body: 'Bonds that have ended or sold out show here.' }
    : emptyMarketText({ anySales: true, examplesShown: false });
}
