import { getSigner } from './signer';
import { getActiveProvider } from './walletActions';

jest.mock('./walletActions', () => ({ getActiveProvider: jest.fn() }));

describe('getSigner', () => {
  it('sends a call without a gas limit with the estimate plus headroom', async () => {
    const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    const sent: unknown[] = [];
    const request = jest.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_chainId':
          return '0x7a69';
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account];
        case 'eth_estimateGas':
          return '0x186a0'; // 100000
        case 'eth_sendTransaction':
          sent.push(params?.[0]);
          return `0x${'ab'.repeat(32)}`;
        default:
          throw new Error(`unexpected ${method}`);
      }
    });
    jest.mocked(getActiveProvider).mockReturnValue({ request } as never);

    const signer = await getSigner(account);
    await signer.sendTransaction({ to: account, data: '0x' });

    expect(sent).toHaveLength(1);
    expect(BigInt((sent[0] as { gas: string }).gas)).toBe(135_000n);
  });
});
