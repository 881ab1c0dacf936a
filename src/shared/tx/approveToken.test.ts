import type { WalletSigner } from '../wallet/signer';
import { allowanceTags, approvalTransaction } from './approveToken';
import { transactionSummary } from './transactionInfo';

const TOKEN = '0xE7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SPENDER = '0x00000000000000000000000000000000000005A1';
const messages = { success: 'Token approval successful!', failure: 'Approve failed', sendFailure: 'Approve failed' };

/** A wallet whose every token answers `approve` by recording it. */
function recordingWallet() {
  const calls: { token: string; spender: string; amount: bigint }[] = [];
  const wallet = {
    contracts: {
      erc20: (token: string) => ({
        approve: async (spender: string, amount: bigint) => {
          calls.push({ token, spender, amount });
          return { hash: '0x01', wait: async () => null };
        },
      }),
    },
  } as unknown as WalletSigner;
  return { wallet, calls };
}

describe('approvalTransaction', () => {
  it("approves exactly the amount to the spender on the token's own contract", async () => {
    const { wallet, calls } = recordingWallet();
    const tx = approvalTransaction({ token: TOKEN, spender: SPENDER, owner: OWNER, symbol: 'SALLY', amount: 10n ** 19n, messages });
    await tx.send(wallet);
    expect(calls).toEqual([{ token: TOKEN, spender: SPENDER, amount: 10n ** 19n }]);
    expect(tx.messages).toBe(messages);
  });

  it('names the spender in its info, so a screen finds its own approval among others of the same token', () => {
    const tx = approvalTransaction({ token: TOKEN, spender: SPENDER, owner: OWNER, symbol: 'SALLY', amount: 1n, messages, requestId: 'r1' });
    expect(tx.info).toEqual({ type: 'approve', token: TOKEN, spender: SPENDER, symbol: 'SALLY' });
    expect(tx.requestId).toBe('r1');
    expect(transactionSummary(tx.info)).toBe('Approve SALLY');
  });

  it('names the amount in its summary when one is shown', () => {
    const tx = approvalTransaction({
      token: TOKEN,
      spender: SPENDER,
      owner: OWNER,
      symbol: 'SALLY',
      amount: 10n ** 19n,
      shownAmount: { raw: (10n ** 19n).toString(), decimals: 18 },
      messages,
    });
    expect(transactionSummary(tx.info)).toBe('Approve 10 SALLY');
  });

  it("refreshes this owner's allowance to this spender and every read of the token's allowances, whatever the case", () => {
    const tx = approvalTransaction({ token: TOKEN, spender: SPENDER, owner: OWNER, symbol: 'SALLY', amount: 1n, messages });
    expect(tx.invalidate).toEqual({ chain: allowanceTags(TOKEN.toLowerCase(), OWNER.toLowerCase(), SPENDER.toLowerCase()) });
    expect(allowanceTags(TOKEN, OWNER, SPENDER)).toEqual([
      { type: 'Allowance', id: `${TOKEN.toLowerCase()}:${OWNER.toLowerCase()}:${SPENDER.toLowerCase()}` },
      { type: 'Allowance', id: TOKEN.toLowerCase() },
    ]);
  });

  it('sends another way when asked (an approval an API built)', async () => {
    const { wallet, calls } = recordingWallet();
    const sent = { hash: '0x02', wait: async () => null };
    const tx = approvalTransaction({ token: TOKEN, spender: SPENDER, owner: OWNER, symbol: 'SALLY', amount: 1n, messages, send: async () => sent });
    await expect(tx.send(wallet)).resolves.toBe(sent);
    expect(calls).toEqual([]);
  });
});
