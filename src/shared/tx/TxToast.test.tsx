import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { explorerTxUrl, TxToastContent } from './TxToast';

const HASH = `0x${'cd'.repeat(32)}`;

describe('transaction toast content', () => {
  it('links to BscScan when the chain has an explorer', () => {
    expect(explorerTxUrl(HASH, 'https://bscscan.com')).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(HASH, null)).toBeNull();
  });

  it('on the dev chain shows the short hash and copies the full one', async () => {
    const writeText = jest.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TxToastContent text="Stake successful!" hash={HASH} />);
    expect(screen.getByText('Stake successful!')).toBeInTheDocument();
    expect(screen.getByTestId('tx-hash')).toHaveTextContent('0xcdcd...cdcd');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy transaction hash' }));
    expect(writeText).toHaveBeenCalledWith(HASH);
  });
});
