// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @dev Payment currency of a bond sale. Stored as uint8 in structs so the ABI matches the app (0 BNB, 1 USDT, 2 USD1).
enum Currency {
    BNB,
    USDT,
    USD1
}

/// @notice Everything the app shows about one bond sale (SPEC "Bond sale"), in the agreed field order;
///         the fields from `minPricePerToken` on are the buyer protections every sale carries.
struct SaleInfo {
    uint256 saleId;
    address saleAddress;
    address token;
    uint8 currency;
    uint256 hardCap;
    uint256 soldTokens;
    uint256 discount; // basis points
    uint256 startTime;
    uint256 endTime;
    uint256 vestingDuration; // seconds
    uint256 buyersCount;
    bool endedEarly;
    address projectOwner;
    uint256 minPricePerToken; // payment base units per whole token; no quote may price below it (the owner may raise it)
    uint256 maxPerBuyer; // tokens one buyer may buy in total; 0 = no cap
    uint256 maxPerQuote; // tokens one quote may buy
    uint256 hourlyBudget; // tokens quotes may buy in any 60 minutes
    uint256 hourlyBudgetLeft; // tokens quotes may buy now without exceeding the hourly budget
}

/// @notice The fixed settings of one sale. The factory ABI-encodes this struct (one 32-byte word per field, in
///         this order) as the immutable arguments of the sale's EIP-1167 clone; {BondSale} reads field i at
///         word i of those arguments, so the order here is part of the sale's layout.
struct SaleConfig {
    address factory;
    uint256 saleId;
    address token;
    uint8 currency;
    address paymentToken; // zero address for BNB
    address projectOwner;
    uint256 discountBps;
    uint256 startTime;
    uint256 endTime;
    uint256 vestingDuration;
    uint256 hardCap;
    uint256 tokenUnit; // 10^decimals of the sale token
    uint256 minPricePerToken; // the floor at creation; the sale's owner may raise it later
    uint256 maxPerBuyer;
    uint256 maxPerQuote;
    uint256 hourlyBudget;
    uint256 budgetUnit; // the hourly budget is counted in steps of this many base units: a power of ten
}

/// @notice A price quote signed off-chain by the factory's quote signer (EIP-712 primary type "Quote").
struct Quote {
    address buyer;
    address saleAddress;
    uint8 currency;
    uint256 tokenAmount;
    uint256 paymentAmount;
    uint256 pricePerToken;
    uint256 discountBps;
    string priceSource;
    uint256 deadline;
    uint256 nonce;
}

/// @dev What a sale needs from its factory; kept minimal so the sale trusts the factory for little.
interface IBondFactoryForSale {
    /// @return signer the quote signer in force (zero after a revocation, until a new signer activates)
    /// @return paused true while the platform has paused buying with quotes
    function quoteAuthority() external view returns (address signer, bool paused);
    function feeRecipient() external view returns (address);
}
