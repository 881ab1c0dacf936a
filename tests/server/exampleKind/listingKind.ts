/**
 * A listing kind that exists only in tests ("example drop"), registered through buildServer's
 * `listingKinds` like the built-in ones: one drop per id, owned by dev account 8, at an address
 * derived from its id. It shows that a kind is one module: no shared server file names it.
 */
import { getAddress } from 'ethers';
import { notFound } from '../../../server/lib/errors';
import type { ListingKind } from '../../../server/listings/kind';

export const EXAMPLE_FACTORY = '0x00000000000000000000000000000000000e0001';
export const EXAMPLE_DROPS = 3;
const OWNER = '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f'; // dev account 8
export const dropAddress = (id: bigint) => getAddress(`0x${(0xd00n + id).toString(16).padStart(40, '0')}`).toLowerCase();

export const listingKind: ListingKind = {
  kind: 'example-drop',
  noun: 'drop',
  factory: () => EXAMPLE_FACTORY,
  maxLogoBytes: 1024 * 1024,
  read: { prefix: '/example-drops', param: 'id', summary: "An example drop's" },
  describe: (id) => `example drop ${id}`,
  post: { url: '/create-example-drop', summary: 'Sets an example drop’s metadata', idField: 'dropId', properties: {}, required: [] },
  async find(_services, _block, id) {
    if (id < 1n || id > BigInt(EXAMPLE_DROPS)) throw notFound(`Drop ${id} does not exist`);
    return { address: dropAddress(id), owner: OWNER, entityId: Number(id) };
  },
  resolvePost(services, block, id) {
    return this.find(services, block, id);
  },
};
