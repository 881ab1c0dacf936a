/**
 * Helpers of the API server tests: they run against the shared dev stack (tests/stack) —
 * its chain, its API process and its SQLite file — with no mocks of either.
 * Accounts 7 and 8 belong to these tests; chain changes are undone with evm_snapshot/revert.
 */
import http from 'node:http';
import Database from 'better-sqlite3';
import { getAddress, type TransactionReceipt } from 'ethers';
import { ERC20__factory } from '../../typechain-types';
import { LISTING_IDS_MESSAGE, MAX_LISTING_IDS } from '../../server/listings/listingIds';
import { DATABASE_PROBE_EVERY_MS } from '../../server/storage/writeWatch';
import { buildMetadataMessage, metadataIssueTime, type MetadataKind, type MetadataPayload, type MetadataScope } from '../../common/metadata/signedMetadata';
import { provider as chainProvider } from '../e2e/support/chain';
import { stackDeployment, stackEnv, stackPaths } from '../stack/env';
import { signer } from '../e2e/support/chain';

export { address, provider, revert, rpc, signer, snapshot } from '../e2e/support/chain';

export const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
export const TRADER = 7;
export const CREATOR = 8;
/** The bond factory's guardian (scripts/deploySeed.ts GUARDIAN_INDEX): pauses buying, revokes the quote signer. */
export const GUARDIAN = 8;
/** Seeded sale and pool owners (scripts/deploySeed.ts). */
export const SALE_OWNER = 1;
export const POOL_OWNER = 2;

export const deployment = () => stackDeployment();

/** Raw balance of a token, or of BNB for 0xeeee…, read from the chain. */
export async function balanceOf(token: string, owner: string): Promise<bigint> {
  return token === BNB ? chainProvider().getBalance(owner) : ERC20__factory.connect(token, chainProvider()).balanceOf(owner);
}

/** BNB a mined transaction paid for gas. */
export function gasCost(receipt: TransactionReceipt): bigint {
  return receipt.gasUsed * receipt.gasPrice;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of the API under test: each test reads the fields it asserts
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** GET or POST against the stack's API; JSON bodies are parsed, others returned as bytes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the default of ApiResponse above, for the same reason
export async function api<T = any>(path: string, init?: { method?: 'GET' | 'POST'; json?: unknown; body?: string; headers?: Record<string, string> }): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(init?.headers ?? {}) };
  let body: string | undefined = init?.body;
  if (init?.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (body !== undefined && !headers['content-type']) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${stackEnv().apiUrl}${path}`, { method: init?.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.startsWith('application/json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/**
 * A GET asked again (as the app's retry does) while the server answers 503: on a busy machine the
 * Hardhat node may take more than the server's 3 s per read, for a pool-state batch after a
 * snapshot is reverted or to estimate a swap of many calls. What is under test is the answer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the default of ApiResponse above, for the same reason
export async function apiPatiently<T = any>(path: string): Promise<ApiResponse<T>> {
  for (let attempt = 1; ; attempt++) {
    const response = await api<T>(path);
    if (response.status !== 503 || attempt === 3) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * POSTs a body the server will refuse as too large. The server answers 413 and closes the
 * connection while the upload is still going, so fetch may fail on the broken pipe before it
 * reads the answer; node:http delivers the response and the write error separately.
 */
export async function postOversized(path: string, body: string): Promise<ApiResponse> {
  // A reset can still beat the answer to the client (the kernel drops unread data on close);
  // the refusal is what is under test, so the request is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await postOnce(path, body);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

function postOnce(path: string, body: string): Promise<ApiResponse> {
  const url = new URL(`${stackEnv().apiUrl}${path}`);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers, body: text.startsWith('{') ? JSON.parse(text) : text });
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

/** Asserts the error shape every failure has and returns its message. */
export function expectApiError(response: ApiResponse, status?: number): string {
  if (status !== undefined) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.body).toEqual({ statusCode: response.status, error: expect.any(String), message: expect.any(String) });
  expect(response.body.error.length).toBeGreaterThan(0);
  return response.body.message as string;
}

/** Everything the API stored, to prove a failed request changed nothing. */
export function dbSnapshot(): { metadata: unknown[]; usedMessages: unknown[] } {
  const db = new Database(stackPaths().dbFile, { readonly: true, fileMustExist: true });
  try {
    return {
      metadata: db.prepare('SELECT chain_id, kind, contract_address, entity_id, description, socials, hex(logo) AS logo, logo_mime_type, owner, updated_at FROM metadata ORDER BY contract_address').all(),
      usedMessages: db.prepare('SELECT * FROM used_messages ORDER BY message_digest').all(),
    };
  } finally {
    db.close();
  }
}

/** Removes the rows these tests stored for contracts that a chain revert takes away again. */
export function deleteMetadataOf(contractAddresses: string[]): void {
  if (contractAddresses.length === 0) return;
  const db = new Database(stackPaths().dbFile, { fileMustExist: true });
  try {
    const remove = db.prepare('DELETE FROM metadata WHERE contract_address = ?');
    for (const address of contractAddresses) remove.run(address.toLowerCase());
  } finally {
    db.close();
  }
}

/** The address with the case of its first letter flipped: mixed case with a wrong EIP-55 checksum. */
export function wrongChecksum(address: string): string {
  const checksummed = getAddress(address);
  const i = checksummed.slice(2).search(/[a-fA-F]/) + 2;
  const c = checksummed[i];
  return checksummed.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + checksummed.slice(i + 1);
}

export async function latestTimestamp(): Promise<number> {
  const { provider } = await import('../e2e/support/chain');
  return (await provider().getBlock('latest'))!.timestamp;
}

/** The deployment a kind's messages name on the stack: its chain and the kind's factory. */
export function metadataScope(kind: MetadataKind): MetadataScope {
  const d = deployment();
  return { chainId: d.chainId, factory: kind === 'sale' ? d.contracts.bondFactory : d.contracts.stakingFactory };
}

let lastIssued = 0;
/**
 * The issue time the app signs with now (the later of chain time and the wall clock, in ms),
 * and later than any this process signed before: versions of one listing must be newer than the
 * stored one, and a chain moved ahead by another test file can keep its time for a while.
 */
export async function issueTime(): Promise<number> {
  lastIssued = Math.max(metadataIssueTime(await latestTimestamp()), lastIssued + 1);
  return lastIssued;
}

/** The signed message of a metadata post on the stack's deployment, issued now unless told otherwise. */
export async function metadataMessage(kind: MetadataKind, id: number | string, content: MetadataPayload, issuedAtMs?: number): Promise<string> {
  // a time given by the test counts too: messages signed after it are later still
  if (issuedAtMs !== undefined) lastIssued = Math.max(lastIssued, issuedAtMs);
  return buildMetadataMessage(kind, id, metadataScope(kind), content, issuedAtMs ?? (await issueTime()));
}

/** A /create-sale body for seeded sale 1 with only a description, signed by its owner now. */
export async function signedSaleOnePost(description: string) {
  const content: MetadataPayload = { description, socials: {}, logo: '', logoMimeType: '' };
  const message = await metadataMessage('sale', 1, content);
  const wallet = signer(SALE_OWNER);
  return { saleId: 1, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content };
}

/**
 * Resolves once a server's database probe is due again: /health reports within a second share
 * one probe (server/storage/writeWatch.ts), so a database changed under a running server shows
 * on the first report after this.
 */
export function probeWindowPassed(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DATABASE_PROBE_EVERY_MS));
}

/** Malformed `ids` values of a summaries route (GET /sales/summaries, /stake-pools/summaries): [what, path, the 400's message]. */
export function malformedIds(route: string): Array<[string, string, string]> {
  const many = Array.from({ length: MAX_LISTING_IDS + 1 }, (_, i) => i + 1).join(',');
  return [
    ['no ids', route, 'ids is required'],
    ['an empty value', `${route}?ids=`, LISTING_IDS_MESSAGE],
    ['zero', `${route}?ids=0`, LISTING_IDS_MESSAGE],
    ['a negative id', `${route}?ids=-1`, LISTING_IDS_MESSAGE],
    ['an empty id', `${route}?ids=1,,2`, LISTING_IDS_MESSAGE],
    ['letters', `${route}?ids=abc`, LISTING_IDS_MESSAGE],
    ['a fraction', `${route}?ids=1.5`, LISTING_IDS_MESSAGE],
    [`${MAX_LISTING_IDS + 1} ids`, `${route}?ids=${many}`, LISTING_IDS_MESSAGE],
    ['an id of 100 digits', `${route}?ids=${'9'.repeat(100)}`, LISTING_IDS_MESSAGE],
    ['ids given twice', `${route}?ids=1&ids=2`, 'ids must be string'],
    ['an unknown parameter', `${route}?ids=1&page=2`, 'page is not an allowed parameter (additional properties are not allowed)'],
  ];
}
