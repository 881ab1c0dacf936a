import { MockERC20__factory } from '../../../typechain-types';
import { badRequest, notFound } from '../../../server/lib/errors';
import { addressSchema } from '../../../server/lib/schemas';
import { parseAddress } from '../../../server/lib/validation';
import type { ListingKind } from '../../../server/listings/kind';
import { dropAddress, dropScope, DROP_KIND } from '../drops';

/** Drops on the server: metadata at `/drops/:id`, posts at `/create-drop` naming the token, the owner its `owner()` on chain. */
export const listingKind: ListingKind = {
  kind: DROP_KIND,
  noun: 'drop',
  factory: dropScope,
  maxLogoBytes: 1024 * 1024,
  read: { prefix: '/drops', param: 'id', summary: "A drop's" },
  describe: (id) => `drop ${id}`,
  post: { url: '/create-drop', summary: "Sets a drop's metadata", idField: 'dropId', properties: { token: addressSchema }, required: ['token'] },
  find: ({ chain }, block, id) =>
    chain.cache.get(block, `drop:${id}`, async () => {
      const address = dropAddress(chain.deployment, id);
      if (!address) throw notFound(`Drop ${id} does not exist`);
      const owner = await chain.guard(() => MockERC20__factory.connect(address, chain.provider).owner({ blockTag: block.number }));
      return { address, owner: owner.toLowerCase(), entityId: Number(id) };
    }),
  async resolvePost(services, block, id, fields) {
    const found = await this.find(services, block, id);
    if (found.address !== parseAddress(String(fields.token), 'token')) throw badRequest(`token does not match drop ${id}`);
    return found;
  },
};
