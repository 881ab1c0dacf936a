import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ListPageState } from '../indexedList/listPageOf';
import { ListingCards, type ListingCardsProps } from './ListingCards';

interface Drop {
  id: string;
  name: string;
}

function listOf(over: Partial<ListPageState<Drop>>): ListPageState<Drop> {
  return {
    source: 'index',
    items: undefined,
    isEmpty: false,
    isLoading: true,
    isError: false,
    errorMessage: undefined,
    isFetching: false,
    fulfilledTimeStamp: undefined,
    refetch: jest.fn(),
    lagText: null,
    pager: { kind: 'cursor', page: 1, hasPrevious: false, hasNext: false, previous: jest.fn(), next: jest.fn() },
    ...over,
  };
}

const TEXTS = { loading: 'Loading drops', failure: 'Failed to load drops', pages: 'Drop pages' };

function draw(list: ListPageState<Drop>, props: Partial<ListingCardsProps<Drop>> = {}) {
  return render(
    <MemoryRouter>
      <ListingCards
        list={list}
        keyOf={(drop) => drop.id}
        card={(drop) => <article aria-label={`Drop ${drop.name}`}>{drop.name}</article>}
        empty={null}
        texts={TEXTS}
        columns={{ xs: '1fr' }}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('ListingCards', () => {
  it('stands placeholders in for the cards while the page loads, and says what loads', () => {
    draw(listOf({}));
    expect(screen.getByRole('status', { name: 'Loading drops' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('draws a card per entry after the leading cards, and no placeholder once they are read', () => {
    draw(listOf({ items: [{ id: '1', name: 'One' }, { id: '2', name: 'Two' }], isLoading: false }), {
      leading: [<article key="demo" aria-label="Drop Example">Example</article>],
    });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Drop Example', 'Drop One', 'Drop Two']);
    expect(screen.queryByRole('status', { name: 'Loading drops' })).not.toBeInTheDocument();
  });

  it('draws only the entries the page chooses to show', () => {
    draw(listOf({ items: [{ id: '1', name: 'One' }, { id: '2', name: 'Two' }], isLoading: false }), { shown: [{ id: '2', name: 'Two' }] });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Drop Two' })).toBeInTheDocument();
  });

  it('says why the read failed, with a Retry that asks again', () => {
    const list = listOf({ isError: true, isLoading: false, errorMessage: 'The node did not answer' });
    draw(list);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load drops. The node did not answer.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status', { name: 'Loading drops' })).not.toBeInTheDocument();
  });

  it('says a whole failure sentence alone when the page asks for it', () => {
    draw(listOf({ isError: true, isLoading: false, errorMessage: 'timeout' }), { texts: { ...TEXTS, failure: 'Failed to load drops. Please try again later.', failureAlone: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load drops\. Please try again later\.Retry$/);
  });

  it('keeps the cards it has when a later read fails, without an error over them', () => {
    draw(listOf({ items: [{ id: '1', name: 'One' }], isError: true, isLoading: false }));
    expect(screen.getByRole('article', { name: 'Drop One' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the empty panel with its way on', () => {
    draw(listOf({ items: [], isEmpty: true, isLoading: false }), {
      empty: { title: 'No Drops Yet', body: 'Drops you create appear here.', action: { label: 'Create Drop', to: '/drops/create' } },
    });
    expect(screen.getByRole('heading', { name: 'No Drops Yet' })).toBeInTheDocument();
    expect(screen.getByText('Drops you create appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Drop' })).toHaveAttribute('href', '/drops/create');
  });

  it('says the index trails the chain, and what the chain alone cannot do', () => {
    const { unmount } = draw(listOf({ items: [], lagText: 'Showing listings up to block 90 (10 behind)' }));
    expect(screen.getByText('Showing listings up to block 90 (10 behind)')).toBeInTheDocument();
    unmount();
    draw(listOf({ source: 'chain', items: [] }), { texts: { ...TEXTS, chainOnly: 'Search is unavailable right now.' } });
    expect(screen.getByText('Search is unavailable right now.')).toBeInTheDocument();
  });

  it('draws the pager under the cards, named by the list', () => {
    const list = listOf({ items: [{ id: '1', name: 'One' }], isLoading: false, pager: { kind: 'cursor', page: 1, hasPrevious: false, hasNext: true, previous: jest.fn(), next: jest.fn() } });
    draw(list);
    const pager = screen.getByRole('navigation', { name: 'Drop pages' });
    fireEvent.click(within(pager).getByRole('button', { name: /next/i }));
    expect(list.pager.kind === 'cursor' && list.pager.next).toHaveBeenCalledTimes(1);
  });
});
