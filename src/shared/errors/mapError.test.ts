import { Interface, makeError } from 'ethers';
import { rawRevert } from '../testing/rawRevert';
import { BondFactory__factory } from '../../../typechain-types/factories/BondFactory__factory';
import { contractErrorSelectors } from './contractErrorSelectors';
import {
  ChainNotConfiguredError,
  decodeErrorString,
  errorMessage,
  loadContractErrors,
  mapError,
  UserRejectedError,
  USER_REJECTED_MESSAGE,
} from './mapError';

const everyError = new Interface(
  Object.values(contractErrorSelectors).map((signature) => `error ${signature}`),
);

describe('mapError: wallet rejection', () => {
  it.each([
    ['EIP-1193 code 4001', { code: 4001, message: 'User rejected the request.' }],
    ['ethers ACTION_REJECTED', makeError('user rejected action', 'ACTION_REJECTED', { action: 'sendTransaction', reason: 'rejected' })],
    ['nested in ethers info', { code: 'UNKNOWN_ERROR', info: { error: { code: 4001, message: 'denied' } } }],
    ['a reset connection request', new Error('Connection request reset. Please try again.')],
    ['MetaMask wording', new Error('MetaMask Tx Signature: User denied transaction signature.')],
    ['our own helper', new UserRejectedError()],
  ])('%s → user-rejected', (_label, error) => {
    expect(mapError(error)).toEqual({ kind: 'user-rejected', message: USER_REJECTED_MESSAGE });
    expect(USER_REJECTED_MESSAGE).toBe('Transaction rejected in wallet');
  });
});

describe('mapError: chain not configured', () => {
  it('maps ChainNotConfiguredError', () => {
    expect(mapError(new ChainNotConfiguredError(1))).toEqual({
      kind: 'chain-not-configured',
      message: 'Chain 1 is not configured',
    });
  });
});

describe('mapError: contract errors', () => {
  // the tables load with the chain code; chainApi and runTransaction await this before mapping
  beforeAll(() => loadContractErrors());

  it.each([
    ['ReentrancyGuardReentrantCall', [], 'The contract refused a re-entrant call. Please try again.'],
    ['SafeERC20FailedOperation', ['0x00000000000000000000000000000000000000aa'], 'The token transfer failed. Check your balance and approval and try again.'],
    ['ECDSAInvalidSignature', [], 'The signature is invalid.'],
    ['OwnableUnauthorizedAccount', ['0x00000000000000000000000000000000000000aa'], 'This wallet is not authorised to do this.'],
  ])('OpenZeppelin %s from raw revert data', (name, args, sentence) => {
    const data = everyError.encodeErrorResult(name, args);
    expect(mapError(rawRevert(data))).toEqual({ kind: 'contract', message: sentence, errorName: name });
  });

  it('finds revert data nested the way wallets return it', () => {
    const factory = BondFactory__factory.createInterface();
    const data = factory.encodeErrorResult('IncorrectCreationFee', [1n, 2n]);
    const metamask = { code: -32603, message: 'Internal JSON-RPC error.', data: { code: 3, message: 'execution reverted', data } };
    expect(mapError(metamask).errorName).toBe('IncorrectCreationFee');
  });

  it('names an error it has no sentence for', () => {
    const error = { message: 'x', revert: { name: 'SomethingNew', args: [] } };
    expect(mapError(error)).toEqual({
      kind: 'contract',
      message: 'The contract rejected the transaction (SomethingNew).',
      errorName: 'SomethingNew',
    });
  });

  it("shows a require() reason string", () => {
    const data = new Interface(['error Error(string)']).encodeErrorResult('Error', ['UniswapV2: K']);
    expect(decodeErrorString(data)).toBe('UniswapV2: K');
    expect(mapError(rawRevert(data))).toEqual({ kind: 'contract', message: 'UniswapV2: K' });
  });
});

describe('mapError: everything else', () => {
  it('maps insufficient funds', () => {
    const error = makeError('insufficient funds for intrinsic transaction cost', 'INSUFFICIENT_FUNDS', {
      transaction: { to: null, data: '0x' },
    });
    expect(mapError(error).kind).toBe('insufficient-funds');
  });

  it("falls back to the caller's text", () => {
    expect(mapError(new Error('socket hang up'), 'Stake failed')).toEqual({ kind: 'unknown', message: 'Stake failed' });
    expect(errorMessage(undefined)).toBe('Transaction failed');
  });
});
