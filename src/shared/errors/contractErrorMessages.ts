/**
 * Readable sentences for the custom errors every contract may raise (DESIGN.md section 5): the
 * OpenZeppelin and ERC-20 ones and those all of our contracts share. Keyed by error name; each
 * feature registers the sentences of its own contracts' errors (`registerContractErrors`); an
 * error without an entry gets `genericContractErrorMessage(name)` (mapError.ts).
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
  SafeCastOverflowedUintDowncast: 'The amount is too large.',
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
  RenounceOwnershipDisabled: 'Ownership cannot be renounced; transfer it to another address instead.',
};
