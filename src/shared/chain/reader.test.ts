import { decodeFunctionData, encodeFunctionData, encodeFunctionResult, type Abi, type AbiParameter } from 'viem';
import erc20Json from '../../../abis/ERC20.json';
import multicall3Json from '../../../abis/Multicall3.json';
import { asResult, contracts, resetChainReader } from './reader';
import { jsonRpc, jsonRpcBatch, JsonRpcError } from './rpcTransport';

describe('asResult', () => {
  it("gives a struct and several outputs ethers' shape: an array with its fields by name", () => {
    const params: AbiParameter[] = [
      {
        name: 'sale',
        type: 'tuple',
        components: [
          { name: 'saleId', type: 'uint256' },
          { name: 'saleAddress', type: 'address' },
        ],
      },
      { name: 'ids', type: 'uint256[]' },
    ];
    const [sale, ids] = asResult(params, [{ saleId: 7n, saleAddress: '0xAb' }, [1n, 2n]]) as [unknown[] & Record<string, unknown>, bigint[]];
    expect([...sale]).toEqual([7n, '0xAb']);
    expect(sale.saleId).toBe(7n);
    expect(sale.saleAddress).toBe('0xAb');
    expect(ids).toEqual([1n, 2n]);
    // field names are not own enumerable keys: spreading or serializing a result sees the values only
    expect(Object.keys(sale)).toEqual(['0', '1']);
  });

  it('maps arrays of structs element by element', () => {
    const params: AbiParameter[] = [
      { name: 'records', type: 'tuple[]', components: [{ name: 'poolId', type: 'uint256' }] },
    ];
    const [records] = asResult(params, [[{ poolId: 1n }, { poolId: 2n }]]) as [Array<unknown[] & { poolId: bigint }>];
    expect(records.map((r) => r.poolId)).toEqual([1n, 2n]);
  });
});

describe('jsonRpc', () => {
  const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  afterEach(() => jest.restoreAllMocks());

  it('moves to the next endpoint at once when one fails, and keeps the one that answered first', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementation(() => answer({ jsonrpc: '2.0', id: 1, result: '0x2a' }));
    await expect(jsonRpc('eth_blockNumber', [], ['http://a.test', 'http://b.test'])).resolves.toBe('0x2a');
    await jsonRpc('eth_blockNumber', [], ['http://a.test', 'http://b.test']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://a.test', 'http://b.test', 'http://b.test']);
  });

  it('retries a 5xx answer and surfaces a JSON-RPC error with its revert data', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => answer({ message: 'busy' }, 503))
      .mockImplementation(() => answer({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: '0x12345678' } }));
    const failure = jsonRpc('eth_call', [], ['http://a.test', 'http://b.test']);
    await expect(failure).rejects.toBeInstanceOf(JsonRpcError);
    await expect(failure).rejects.toMatchObject({ code: 3, data: '0x12345678' });
  });
});

describe('jsonRpcBatch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the calls in one request and answers each in the order given, whatever order the node answers in', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const requests = JSON.parse(String(init?.body)) as Array<{ id: number }>;
      const [first, second] = requests;
      return new Response(JSON.stringify([{ jsonrpc: '2.0', id: second.id, error: { code: 3, message: 'execution reverted', data: '0xab' } }, { jsonrpc: '2.0', id: first.id, result: '0x01' }]));
    });
    const answers = await jsonRpcBatch<string>([{ method: 'eth_call', params: [] }, { method: 'eth_call', params: [] }], ['http://a.test']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: '0x01' });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { code: 3, data: '0xab' } });
  });

  it('fails the whole batch when the node answers it with one error', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch not supported' } })));
    await expect(jsonRpcBatch([{ method: 'eth_call', params: [] }], ['http://a.test'])).rejects.toMatchObject({ message: 'batch not supported' });
  });
});

describe('a contract read', () => {
  const erc20Abi = erc20Json as Abi;
  const multicall3Abi = multicall3Json as Abi;
  const TOKEN = '0x00000000000000000000000000000000000000aa';
  const OWNER = '0x00000000000000000000000000000000000000bb';
  afterEach(() => resetChainReader());

  it('sends the call data viem would and answers in the contract types, several reads in one batch', async () => {
    const sent: string[] = [];
    resetChainReader({
      call: async ({ data }) => {
        const { args } = decodeFunctionData({ abi: multicall3Abi, data: data as `0x${string}` });
        const calls = args![0] as ReadonlyArray<{ callData: `0x${string}` }>;
        const returnData = calls.map(({ callData }) => {
          sent.push(callData);
          const { functionName } = decodeFunctionData({ abi: erc20Abi, data: callData });
          return encodeFunctionResult({ abi: erc20Abi, functionName, result: functionName === 'balanceOf' ? 123n : functionName === 'symbol' ? 'SALLY' : 18 });
        });
        return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: returnData.map((r) => ({ success: true, returnData: r })) });
      },
    });
    const token = contracts.erc20(TOKEN);
    const [balance, symbol, decimals] = await Promise.all([token.balanceOf(OWNER), token.symbol(), token.decimals()]);
    expect([balance, symbol, decimals]).toEqual([123n, 'SALLY', 18]);
    expect(sent).toEqual([
      encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [OWNER] }),
      encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }),
      encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }),
    ]);
  });

  it('refuses a function the contract does not have, before anything is sent', async () => {
    const call = jest.fn();
    resetChainReader({ call });
    const token = contracts.erc20(TOKEN) as unknown as Record<string, () => Promise<unknown>>;
    await expect(token.mint!()).rejects.toThrow('The contract has no functions named mint');
    expect(call).not.toHaveBeenCalled();
  });
});
