/**
 * Readable sentences for contract custom errors (DESIGN.md section 5). Keyed by error name;
 * an error without an entry gets `genericContractErrorMessage(name)`.
 */
export const contractErrorMessages: Record<string, string> = {
  // OpenZeppelin 5
  ReentrancyGuardReentrantCall: 'The contract refused a re-entrant call. Please try again.',
  SafeERC20FailedOperation: 'The token transfer failed. Check your balance and approval and try again.',
  ECDSAInvalidSignature: 'The signature is invalid.',
  ECDSAInvalidSignatureLength: 'The signature is invalid.',
  ECDSAInvalidSignatureS: 'The signature is invalid.',
  OwnableUnauthorizedAccount: 'This wallet is not authorised to do this.',
  OwnableInvalidOwner: 'The new owner address is invalid.',
  InvalidShortString: 'A contract text value is invalid.',
  StringTooLong: 'A contract text value is too long.',
  CloneArgumentsTooLong: 'The contract could not be created.',
  FailedDeployment: 'The contract could not be created.',
  InsufficientBalance: 'The contract does not hold enough BNB for this.',
  // ERC-20
  ERC20InsufficientAllowance: 'The token allowance is too low. Approve the token first.',
  ERC20InsufficientBalance: 'Insufficient token balance.',
  ERC20InvalidApprover: 'The approving address is invalid.',
  ERC20InvalidReceiver: 'The receiving address is invalid.',
  ERC20InvalidSender: 'The sending address is invalid.',
  ERC20InvalidSpender: 'The spender address is invalid.',
  // shared by our contracts
  ZeroAddress: 'An address is missing or zero.',
  ZeroAmount: 'The amount must be greater than zero.',
  AmountTooLarge: 'The amount is too large.',
  BNBTransferFailed: 'The BNB transfer failed.',
  FeeOnTransferNotSupported: 'Tokens that take a fee on transfer are not supported.',
  IncorrectCreationFee: 'The creation fee sent does not match the required fee.',
  NothingToWithdraw: 'There is nothing to withdraw.',
  NothingToClaim: 'There is nothing to claim yet.',
  NotFactory: 'Only the factory contract may call this.',
  // bond factory and sale
  InvalidCurrency: 'The payment currency is not supported.',
  InvalidDiscount: 'The discount must be between 0 and 10000 basis points.',
  InvalidSaleDuration: 'The sale duration is invalid.',
  InvalidVestingDuration: 'The vesting duration must be at least 1 day.',
  UnsupportedTokenDecimals: 'This token has an unsupported number of decimals.',
  NotSale: 'This address is not a bond sale of this platform.',
  UnknownSale: 'This bond does not exist.',
  ExceedsHardCap: 'The amount exceeds the tokens left in this bond.',
  IncorrectPayment: 'The payment does not match the quote.',
  PaymentMismatch: 'The payment does not match the quote.',
  InvalidSigner: 'The price quote was not signed by the platform. Get a new quote.',
  NonceAlreadyUsed: 'This quote has already been used. Get a new quote.',
  QuoteExpired: 'Quote has expired',
  WrongBuyer: 'This quote was issued for another wallet.',
  WrongCurrency: 'This quote is for another payment currency.',
  WrongDiscount: 'This quote has an outdated discount. Get a new quote.',
  WrongSale: 'This quote is for another bond.',
  TooManyPurchases: 'This wallet has reached the maximum number of purchases in this bond.',
  NotProjectOwner: 'You are not the project owner of this bond.',
  ProceedsAlreadyWithdrawn: 'The proceeds have already been withdrawn.',
  SaleEnded: 'This bond has ended.',
  SaleNotEnded: 'This bond has not ended yet.',
  // staking factory and pool
  InvalidDuration: 'The pool duration is invalid.',
  InvalidApr: 'The APR is invalid.',
  UnknownPool: 'This pool does not exist.',
  NotPoolOwner: 'Only the pool owner can do this.',
  EmergencyWithdrawPending: 'An emergency withdrawal is already pending.',
  NoEmergencyWithdrawPending: 'No emergency withdrawal is pending.',
  TimelockNotElapsed: 'The emergency withdrawal timelock has not elapsed yet.',
  NothingStaked: 'No staked amount to unstake',
  PoolEnded: 'This pool has ended.',
  PoolInactive: 'This pool is inactive.',
  AlreadyInitialized: 'This pool has already been set up.',
  EmergencyWithdrawExpired: 'The emergency withdrawal request has expired. Start a new one.',
  RenounceOwnershipDisabled: 'Ownership cannot be renounced; transfer it to another address instead.',
};

export function genericContractErrorMessage(name: string): string {
  return `The contract rejected the transaction (${name}).`;
}
