import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../shared/store/store';
import { BNB, E18, SALLY, USDT } from '../testing/swapFixtures';
import type { SwapToken } from '../lib/tokens';
import { TokenPicker } from './TokenPicker';

// the machine is shared: give async UI updates more than the default second
configure({ asyncUtilTimeout: 5_000 });

const DUST: SwapToken = { address: '0x' + '0d'.repeat(20), symbol: 'DUST', name: 'Dust', decimals: 18 };
const SIX: SwapToken = { address: '0x' + '06'.repeat(20), symbol: 'SIX', name: 'Six Decimals', decimals: 6 };

function renderPicker(props: Partial<Parameters<typeof TokenPicker>[0]> = {}) {
  const onSelect = jest.fn();
  const onClose = jest.fn();
  render(
    <Provider store={makeStore({ persistTransactions: false })}>
      <TokenPicker
        open
        title="Select a token"
        tokens={[DUST, SIX, SALLY, USDT, BNB]}
        balances={{
          [BNB.address]: ((12345678n * E18) / 10000n).toString(), // 1234.5678
          [USDT.address]: ((11234567n * E18) / 10000000n).toString(), // 1.1234567
          [SALLY.address]: ((123456789n * E18) / 1000000000n).toString(), // 0.123456789
          [DUST.address]: '1',
          [SIX.address]: '0',
        }}
        prices={{ [BNB.address]: 600, [USDT.address]: 1, [SALLY.address]: 0.75, [DUST.address]: 1 }}
        selected={null}
        onSelect={onSelect}
        onClose={onClose}
        {...props}
      />
    </Provider>,
  );
  return { onSelect, onClose, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('button', { name });

describe('TokenPicker', () => {
  it('shows balances and USD values in the SPEC section 9 formats, sorted', () => {
    renderPicker();
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('button');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'BNB BNB',
      'USDT Tether USD',
      'SALLY Sally',
      'DUST Dust',
      'SIX Six Decimals',
    ]);
    expect(within(rowOf('BNB BNB')).getByText('1,234.56')).toBeInTheDocument(); // ≥1000: 2 decimals, grouped
    expect(within(rowOf('BNB BNB')).getByText('$740,740.68')).toBeInTheDocument();
    expect(within(rowOf('USDT Tether USD')).getByText('1.123456')).toBeInTheDocument(); // ≥1: 6 decimals
    expect(within(rowOf('SALLY Sally')).getByText('0.12345678')).toBeInTheDocument(); // <1: 8 decimals
    expect(within(rowOf('DUST Dust')).getByText('<0.001')).toBeInTheDocument();
    expect(within(rowOf('DUST Dust')).getByText('<$0.01')).toBeInTheDocument();
    expect(within(rowOf('SIX Six Decimals')).getByText('0')).toBeInTheDocument();
  });

  it('picks a token and closes', async () => {
    const { onSelect, onClose, user } = renderPicker();
    await user.click(rowOf('SALLY Sally'));
    expect(onSelect).toHaveBeenCalledWith(SALLY);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape and on a click outside', async () => {
    const { onClose, user } = renderPicker();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
