import { shortenAddress } from '../lib/amounts';
import { useChecksumAddress } from './useChecksumAddress';

/** `0xf39F...2266`: the first 6 and last 4 characters of the checksummed address. */
export function ShortAddress({ address }: { address: string }) {
  return <>{shortenAddress(useChecksumAddress(address))}</>;
}
