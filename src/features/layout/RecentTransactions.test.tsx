import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../shared/store/store';
import { formatDateTime } from '../../shared/format/dateTime';
import { transactionAdded } from '../../shared/tx/transactionsSlice';
import { RecentTransactions } from './RecentTransactions';

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

describe('RecentTransactions', () => {
  it('says when each transaction was sent, in the date format that names its zone', () => {
    const store = makeStore({ persistTransactions: false });
    const sentAt = Date.UTC(2026, 10, 28, 13, 5);
    store.dispatch(transactionAdded({ hash: `0x${'ab'.repeat(32)}`, summary: 'Stake 5 SALLY', chainId: 31337, account: ACCOUNT, addedAt: sentAt }));
    render(
      <Provider store={store}>
        <RecentTransactions account={ACCOUNT} chainId={31337} />
      </Provider>,
    );
    expect(screen.getByText('Stake 5 SALLY')).toBeInTheDocument();
    expect(screen.getByTestId('tx-sent-at')).toHaveTextContent(formatDateTime(sentAt));
    expect(screen.getByTestId('tx-sent-at').textContent).toMatch(/^Nov 2[89], 2026, \d\d:\d\d UTC/);
  });
});
