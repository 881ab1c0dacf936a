import { render, screen } from '@testing-library/react';
import { SwapDetails } from './SwapDetails';

const BNB = { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', symbol: 'BNB', name: 'BNB', decimals: 18 };
const USDT = { address: '0x00000000000000000000000000000000000000aa', symbol: 'USDT', name: 'Tether USD', decimals: 18 };
const E18 = 10n ** 18n;

const props = {
  src: BNB,
  dst: USDT,
  srcAmount: 60n * E18,
  dstAmount: 35_000n * E18,
  slippage: 0.5,
  feeText: '≈ 0.00045 BNB ($0.27)',
  priceImpact: 2.9,
  isWrap: false,
};

describe('SwapDetails', () => {
  it('shows each route of a split as its line, the price impact and the fee in BNB and USD', () => {
    render(
      <SwapDetails
        {...props}
        routes={['65%: BNB → USDT (V3 0.05%)', '35%: BNB → USD1 (V2) → USDT (V2 70%, V3 0.01% 30%)']}
      />,
    );
    const lines = screen.getAllByTestId('swap-route-line').map((line) => line.textContent);
    expect(lines).toEqual(['65%: BNB → USDT (V3 0.05%)', '35%: BNB → USD1 (V2) → USDT (V2 70%, V3 0.01% 30%)']);
    expect(screen.getByTestId('price-impact')).toHaveTextContent('2.90%');
    expect(screen.getByTestId('network-fee')).toHaveTextContent('≈ 0.00045 BNB ($0.27)');
  });

  it('shows a single route without a share, and no route line for a wrap', () => {
    const { unmount } = render(<SwapDetails {...props} routes={['BNB → USDT (V3 0.05%)']} />);
    expect(screen.getByTestId('swap-route')).toHaveTextContent(/^BNB → USDT \(V3 0\.05%\)$/);
    unmount();
    render(<SwapDetails {...props} dst={{ ...USDT, symbol: 'WBNB' }} isWrap routes={[]} />);
    expect(screen.queryByTestId('swap-route')).toBeNull();
  });
});
