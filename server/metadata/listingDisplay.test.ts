/** @jest-environment node */
import { StorageUnavailableError, STORAGE_REASONS, type MetadataSummary, type Storage } from '../storage';
import { displayLookup } from './listingDisplay';

const SALE_A = '0x00000000000000000000000000000000000000a1';
const SALE_B = '0x00000000000000000000000000000000000000b2';

function summary(contractAddress: string, logo: { size: number; type: string } | null): MetadataSummary {
  return {
    chainId: 31337,
    kind: 'sale',
    contractAddress,
    entityId: 1,
    description: 'd',
    socials: {},
    logoSize: logo?.size ?? null,
    logoMimeType: logo?.type ?? null,
    owner: SALE_A,
    updatedAt: 1,
    issuedAt: 1,
  };
}

/** A metadata store holding `rows`, counting its batch reads (and failing while `down`). */
function store(rows: MetadataSummary[]) {
  const state = { reads: [] as string[][], down: false, rows };
  const storage: Pick<Storage, 'getMetadataMany'> = {
    getMetadataMany: async (_chainId, _kind, addresses) => {
      state.reads.push([...addresses]);
      if (state.down) throw new StorageUnavailableError(STORAGE_REASONS.unreachable);
      return state.rows.filter((r) => addresses.map((a) => a.toLowerCase()).includes(r.contractAddress));
    },
  };
  return { storage, state };
}

const kinds = { sale: { kind: 'sale', logoPath: (id: number) => `/sales/${id}/logo` } };
const log = () => ({ warn: jest.fn() });

describe('displayLookup', () => {
  it('answers a page of listings from one batch read: the served logo URL, whether metadata is stored, and nothing for the others', async () => {
    const { storage, state } = store([summary(SALE_A, { size: 10, type: 'image/png' }), summary(SALE_B, { size: 10, type: 'image/svg+xml' })]);
    const lookup = displayLookup(storage, 31337, kinds, log());
    const found = await lookup('sale', [{ id: 1, address: SALE_A.toUpperCase().replace('0X', '0x') }, { id: 2, address: SALE_B }, { id: 3, address: '0x00000000000000000000000000000000000000c3' }]);
    expect(Object.fromEntries(found)).toEqual({
      [SALE_A]: { logoUrl: '/sales/1/logo', hasMetadata: true },
      // an SVG stored before SVGs were drawn as PNG is never served
      [SALE_B]: { logoUrl: null, hasMetadata: true },
      '0x00000000000000000000000000000000000000c3': { logoUrl: null, hasMetadata: false },
    });
    expect(state.reads).toHaveLength(1);
  });

  it('reuses what it read for its max age only, so a logo posted since shows soon', async () => {
    const { storage, state } = store([]);
    const lookup = displayLookup(storage, 31337, kinds, log(), undefined, 300);
    expect((await lookup('sale', [{ id: 1, address: SALE_A }])).get(SALE_A)).toEqual({ logoUrl: null, hasMetadata: false });
    state.rows = [summary(SALE_A, { size: 10, type: 'image/png' })];
    expect((await lookup('sale', [{ id: 1, address: SALE_A }])).get(SALE_A)).toEqual({ logoUrl: null, hasMetadata: false });
    expect(state.reads).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await lookup('sale', [{ id: 1, address: SALE_A }, { id: 2, address: SALE_B }])).get(SALE_A)).toEqual({ logoUrl: '/sales/1/logo', hasMetadata: true });
    expect(state.reads).toEqual([[SALE_A], [SALE_A, SALE_B]]);
  });

  it('reads again at once after this instance wrote metadata, so the owner who saved a logo sees it', async () => {
    const { storage, state } = store([]);
    const generation = { current: 0 };
    const lookup = displayLookup(storage, 31337, kinds, log(), generation);
    expect((await lookup('sale', [{ id: 1, address: SALE_A }])).get(SALE_A)).toEqual({ logoUrl: null, hasMetadata: false });
    state.rows = [summary(SALE_A, { size: 10, type: 'image/png' })];
    generation.current = 1;
    expect((await lookup('sale', [{ id: 1, address: SALE_A }])).get(SALE_A)).toEqual({ logoUrl: '/sales/1/logo', hasMetadata: true });
    expect(state.reads).toHaveLength(2);
  });

  it('never rejects: a broken store gives no logo and no metadata, logged, and is asked again next time', async () => {
    const { storage, state } = store([summary(SALE_A, { size: 10, type: 'image/png' })]);
    const logger = log();
    const lookup = displayLookup(storage, 31337, kinds, logger);
    state.down = true;
    expect((await lookup('sale', [{ id: 1, address: SALE_A }])).get(SALE_A)).toEqual({ logoUrl: null, hasMetadata: false });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    state.down = false;
    expect((await lookup('sale', [{ id: 1, address: SALE_A }])).get(SALE_A)).toEqual({ logoUrl: '/sales/1/logo', hasMetadata: true });
  });
});
