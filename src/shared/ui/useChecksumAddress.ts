import { useEffect, useState } from 'react';

type Checksum = (address: string) => string;

let loaded: Checksum | undefined;

/**
 * `address` EIP-55 checksummed. The Keccak behind it is fetched only once there is an address to
 * show, so a visitor with no wallet connected never downloads it; until it arrives (or if it
 * cannot), the address shows as given.
 */
export function useChecksumAddress(address: string): string {
  const [checksum, setChecksum] = useState<Checksum | undefined>(() => loaded);
  useEffect(() => {
    if (checksum) return;
    let live = true;
    import(/* webpackChunkName: "checksum" */ './checksumAddress')
      .then((module) => {
        loaded = module.checksumAddress;
        if (live) setChecksum(() => module.checksumAddress);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [checksum]);
  return checksum ? checksum(address) : address;
}
