/**
 * What a wallet holds and has approved, read from the chain (one Multicall3 batch, cached per
 * block): the allowance and balance routes answer with it, and a swap transaction is refused
 * before its gas is estimated when the wallet cannot pay for it.
 */
import type { Interface } from 'ethers';
import { ERC20__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { badRequest } from '../lib/errors';
import { isNative, type TokenRegistry } from './tokens';

const erc20Iface = ERC20__factory.createInterface() as unknown as Interface;

export async function allowanceOf(chain: ChainContext, block: BlockRef, token: string, wallet: string, spender: string): Promise<bigint> {
  const [result] = await chain.multicall(block, [{ target: token, iface: erc20Iface, method: 'allowance', args: [wallet, spender] }]);
  if (!result) throw badRequest(`Token not found (unknown token): ${token} does not answer allowance()`);
  return result[0] as bigint;
}

/** Raw balances of every listed token (BNB included) by lowercase address; a failed read shows 0. */
export function listedBalances(chain: ChainContext, tokens: TokenRegistry, block: BlockRef, wallet: string): Promise<Record<string, string>> {
  const listed = tokens.listed();
  return chain.cache.get(block, `balances:${wallet}`, async () => {
    const results = await chain.multicall(
      block,
      listed.map((token) =>
        isNative(token.address)
          ? { target: chain.multicallAddress, iface: chain.multicallInterface, method: 'getEthBalance', args: [wallet] }
          : { target: token.address, iface: erc20Iface, method: 'balanceOf', args: [wallet] },
      ),
    );
    const balances: Record<string, string> = {};
    listed.forEach((token, i) => {
      balances[token.address] = results[i] ? (results[i]![0] as bigint).toString() : '0';
    });
    return balances;
  });
}

/** `from` must hold the amount and, for router swaps of a token, have approved it to `spender`. */
export async function checkFunds(
  chain: ChainContext,
  block: BlockRef,
  request: { from: string; src: string; symbol: string; amount: bigint; spender: string; needsAllowance: boolean },
): Promise<void> {
  const { from, src, symbol, amount, spender } = request;
  if (isNative(src)) {
    const balance = await chain.cache.get(block, `bnb-balance:${from}`, () => chain.guard(() => chain.provider.getBalance(from, block.number)));
    if (balance < amount) throw badRequest(`Not enough ${symbol} balance: ${from} holds ${balance}, the swap needs ${amount}`);
    return;
  }
  const [balance, allowance] = await chain.cache.get(block, `funds:${src}:${from}`, () =>
    chain.multicall(block, [
      { target: src, iface: erc20Iface, method: 'balanceOf', args: [from] },
      { target: src, iface: erc20Iface, method: 'allowance', args: [from, spender] },
    ]),
  );
  if (!balance || !allowance) throw badRequest(`Token not found (unknown token): ${src} does not answer balanceOf()`);
  if ((balance[0] as bigint) < amount) throw badRequest(`Not enough ${symbol} balance: ${from} holds ${balance[0]}, the swap needs ${amount}`);
  if (request.needsAllowance && (allowance[0] as bigint) < amount) {
    throw badRequest(`Not enough allowance: approve ${symbol} for the router ${spender} first`);
  }
}
