/**
 * A signer that never holds a key object ethers can see: it hands a 32-byte digest to a signing
 * function and gets back (r, s, v). That is the shape of a KMS or HSM signer (AWS KMS `Sign` with
 * ECDSA_SHA_256 over secp256k1, GCP KMS `asymmetricSign`, a PKCS#11 token): wrap the remote call
 * in `signDigest` and the API uses it through the same `Signer` interface as a Wallet.
 */
import {
  AbstractSigner,
  Signature,
  TypedDataEncoder,
  type Provider,
  type TransactionRequest,
  type TypedDataDomain,
  type TypedDataField,
} from 'ethers';

export type SignDigest = (digest: string) => Promise<Signature>;

export class DigestSigner extends AbstractSigner {
  constructor(
    private readonly address: string,
    private readonly signDigest: SignDigest,
    provider: Provider | null = null,
  ) {
    super(provider);
  }

  override async getAddress(): Promise<string> {
    return this.address;
  }

  override connect(provider: Provider | null): DigestSigner {
    return new DigestSigner(this.address, this.signDigest, provider);
  }

  override async signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string> {
    return (await this.signDigest(TypedDataEncoder.hash(domain, types, value))).serialized;
  }

  override async signMessage(): Promise<string> {
    throw new Error('the quote signer signs EIP-712 quotes only');
  }

  override async signTransaction(_tx: TransactionRequest): Promise<string> {
    throw new Error('the quote signer never sends transactions');
  }
}
