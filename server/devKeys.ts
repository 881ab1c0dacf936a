import { HDNodeWallet, Mnemonic } from 'ethers';

/** The dev chain's quote signer: account 9 of the public Hardhat test mnemonic (never a real key). */
export function devQuoteSignerKey(): string {
  const mnemonic = Mnemonic.fromPhrase('test test test test test test test test test test test junk');
  return HDNodeWallet.fromMnemonic(mnemonic, "m/44'/60'/0'/0/9").privateKey;
}
