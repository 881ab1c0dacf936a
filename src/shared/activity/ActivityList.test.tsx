import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { config } from '../../config';
import { makeStore } from '../store/store';
import { setupMswServer } from '../testing/mswServer';
import { ActivityList } from './ActivityList';
import { activityItem } from '../testing/activityItem';
import { indexAnswer } from '../testing/indexAnswer';

const server = setupMswServer();
const PATH = '/index/wallets/0x00000000000000000000000000000000000000b0/activity';

const entry = (logIndex: number, kind = 'stake') => activityItem({ kind, logIndex, amount: String(logIndex) });

function open() {
  render(
    <Provider store={makeStore({ persistTransactions: false })}>
      <ActivityList title="Your activity" path={PATH} params={{ kind: 'staking' }} describe={(item) => ({ what: `Did ${item.kind}`, amount: `${item.amount} units` })} emptyText="Nothing yet." />
    </Provider>,
  );
  return screen.getByRole('region', { name: 'Your activity' });
}

describe('ActivityList', () => {
  it('lists the newest page, says how far the index trails the chain, and fetches older pages on request', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${config.apiBase}${PATH}`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return params.get('cursor') === 'page-2'
          ? HttpResponse.json(indexAnswer([entry(1)], { indexedBlock: 90, head: 120 }))
          : HttpResponse.json(indexAnswer([entry(3), entry(2, 'unstake')], { indexedBlock: 90, head: 120, nextCursor: 'page-2' }));
      }),
    );
    const list = open();
    await within(list).findByText('Did unstake');
    expect(within(list).getAllByTestId('activity-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Did stake3 units'),
      expect.stringContaining('Did unstake2 units'),
    ]);
    expect(within(list).getByText('Showing activity up to block 90 (30 behind)')).toBeInTheDocument();
    expect(asked[0].get('kind')).toBe('staking');
    await userEvent.click(within(list).getByRole('button', { name: 'Show older' }));
    await within(list).findByText('1 units');
    expect(within(list).getAllByTestId('activity-row')).toHaveLength(3);
    expect(within(list).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(asked.at(-1)!.get('cursor')).toBe('page-2');
  });

  it('says when there is nothing, and no lag notice while the index keeps up', async () => {
    server.use(http.get(`${config.apiBase}${PATH}`, () => HttpResponse.json(indexAnswer([], { indexedBlock: 120, head: 121 }))));
    const list = open();
    expect(await within(list).findByText('Nothing yet.')).toBeInTheDocument();
    expect(within(list).queryByText(/behind/)).not.toBeInTheDocument();
  });

  it('shows a failed read with Retry, and the list once the index answers again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    server.use(
      http.get(`${config.apiBase}${PATH}`, () =>
        down
          ? HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'The index is not ready' }, { status: 503 })
          : HttpResponse.json(indexAnswer([entry(4)], { indexedBlock: 120, head: 120 })),
      ),
    );
    const list = open();
    expect(await within(list).findByText(/Failed to load the activity/)).toBeInTheDocument();
    down = false;
    await userEvent.click(within(list).getByRole('button', { name: 'Retry' }));
    expect(await within(list).findByText('Did stake')).toBeInTheDocument();
  });
});
