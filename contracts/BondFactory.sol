// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {BondSale} from "./BondSale.sol";
import {Currency, SaleInfo, SaleConfig, Quote, IBondFactoryForSale} from "./BondTypes.sol";

/// @title Registry and creator of bond sales.
/// @notice Anyone may create a sale by paying the BNB creation fee. Each sale is an EIP-1167 clone (with immutable
///         arguments) of one {BondSale} implementation that this factory deploys once. The owner (platform, two-step
///         ownership, never renounced) sets the fee, the sale length and the fee recipient, withdraws creation fees,
///         and proposes a new quote signer, which takes effect only {QUOTE_SIGNER_DELAY} later.
///
///         If the quote key leaks, the guardian (an address the owner sets, e.g. an operator's hot wallet or a
///         multisig) or the owner stops it in one transaction ({emergencyStop}): buying with quotes pauses on every
///         sale and the signer is revoked, both from that block. The guardian can do nothing else: it cannot
///         unpause, sign, buy or move funds. Resuming keeps the platform's notice: the owner schedules the end of a
///         pause {UNPAUSE_DELAY} ahead ({unpauseQuotes}) and a new signer activates {QUOTE_SIGNER_DELAY} after it is
///         proposed. The owner replaces the guardian at any time, so a guardian that keeps pausing can be removed.
///         Claims, withdrawals, ending early and emergency paths never depend on the pause.
contract BondFactory is Ownable2Step, ReentrancyGuardTransient, IBondFactoryForSale {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_DISCOUNT_BPS = 10_000;
    uint256 public constant MAX_VESTING_DURATION = 10 * 365 days;
    uint8 public constant MAX_TOKEN_DECIMALS = 36;
    /// @notice Notice the platform gives before a new quote signer can sign; quotes of the current signer keep
    ///         working until then.
    uint256 public constant QUOTE_SIGNER_DELAY = 2 days;
    /// @notice One quote buys at most this share of a sale's hard cap (rounded up), in basis points.
    uint256 public constant MAX_QUOTE_SHARE_BPS = 1_000;
    /// @notice The hourly budget the create form proposes: this share of the hard cap (rounded up), in basis points.
    uint256 public constant DEFAULT_HOURLY_BUDGET_BPS = 1_000;
    /// @notice Notice between the owner's unpause and buying resuming.
    uint256 public constant UNPAUSE_DELAY = 2 days;
    /// @notice Largest hard cap: buyers' amounts are packed into 104 bits.
    uint256 public constant MAX_HARD_CAP = type(uint104).max;
    /// @notice Highest minimum price a sale can carry (sales store it in 96 bits).
    uint256 public constant MAX_MIN_PRICE = type(uint96).max;

    /// @notice The one implementation every sale clones.
    address public immutable saleImplementation;
    address public immutable usdt;
    address public immutable usd1;
    /// @notice Wrapped BNB: refused as the token of a BNB sale.
    address public immutable wbnb;

    /// @dev Read together by every purchase ({quoteAuthority}): the current signer (zero once revoked) and the
    ///      end of a pause (0 = never paused, max = until the owner unpauses).
    address private _quoteSigner;
    /// @notice Buying with quotes is paused while `block.timestamp < quotesResumeAt`.
    uint64 public quotesResumeAt;
    /// @notice Signer that replaces the current one at `quoteSignerActivatesAt`; zero when none is pending.
    address public pendingQuoteSigner;
    uint64 public quoteSignerActivatesAt;
    /// @notice May pause buying and revoke the signer (zero: only the owner can).
    address public guardian;
    address public feeRecipient;
    uint256 public saleCreationFee;
    /// @notice Length of every new sale, in seconds.
    uint256 public saleDuration = 30 days;

    address[] private _sales;

    /// @dev `config` is every setting of the sale: its clone arguments.
    event SaleCreated(uint256 indexed saleId, address indexed sale, address indexed owner, SaleConfig config);
    event QuoteSignerProposed(address indexed newSigner, uint256 activatesAt);
    event QuoteSignerProposalCancelled(address indexed cancelledSigner);
    event QuoteSignerUpdated(address indexed previousSigner, address indexed newSigner);
    event QuoteSignerRevoked(address indexed by, address signer, address pendingSigner);
    event QuotesPaused(address indexed by);
    event QuotesUnpauseScheduled(address indexed by, uint256 resumeAt);
    event GuardianUpdated(address indexed previousGuardian, address indexed newGuardian);
    event FeeRecipientUpdated(address indexed previousRecipient, address indexed newRecipient);
    event SaleCreationFeeUpdated(uint256 previousFee, uint256 newFee);
    event SaleDurationUpdated(uint256 previousDuration, uint256 newDuration);
    event FeesWithdrawn(address indexed to, uint256 amount);

    error ZeroAddress();
    error ZeroAmount();
    error ZeroMinPrice();
    error MinPriceTooHigh(uint256 requested, uint256 max);
    error InvalidHourlyBudget();
    error NotGuardian();
    error NotPaused();
    error InvalidCurrency();
    error InvalidDiscount();
    error InvalidVestingDuration();
    error InvalidSaleDuration();
    error UnsupportedTokenDecimals();
    error AmountTooLarge();
    error SaleTokenIsPaymentToken();
    error SaleTokenIsWBNB();
    error IncorrectCreationFee(uint256 expected, uint256 received);
    error FeeOnTransferNotSupported();
    error UnknownSale(uint256 saleId);
    error NoPendingQuoteSigner();
    error NothingToWithdraw();
    error BNBTransferFailed();
    error RenounceOwnershipDisabled();

    constructor(
        address usdt_,
        address usd1_,
        address wbnb_,
        address quoteSigner_,
        address feeRecipient_,
        uint256 saleCreationFee_
    ) Ownable(msg.sender) {
        if (
            usdt_ == address(0) || usd1_ == address(0) || wbnb_ == address(0) || quoteSigner_ == address(0)
                || feeRecipient_ == address(0)
        ) {
            revert ZeroAddress();
        }
        saleImplementation = address(new BondSale());
        usdt = usdt_;
        usd1 = usd1_;
        wbnb = wbnb_;
        _quoteSigner = quoteSigner_;
        feeRecipient = feeRecipient_;
        saleCreationFee = saleCreationFee_;
    }

    modifier onlyGuardianOrOwner() {
        if (msg.sender != guardian && msg.sender != owner()) revert NotGuardian();
        _;
    }

    // ---------------------------------------------------------------- reads

    /// @notice The signer whose quotes sales accept now: the pending one once its activation time has come; zero
    ///         after a revocation until a new signer activates.
    function quoteSigner() public view returns (address) {
        address pending = pendingQuoteSigner;
        if (pending != address(0) && block.timestamp >= quoteSignerActivatesAt) return pending;
        return _quoteSigner;
    }

    function quotesPaused() public view returns (bool) {
        return block.timestamp < quotesResumeAt;
    }

    /// @notice What a sale checks before a purchase: the signer in force and whether buying is paused.
    function quoteAuthority() external view returns (address signer, bool paused) {
        if (quotesPaused()) return (address(0), true);
        return (quoteSigner(), false);
    }

    /// @notice The hourly budget proposed for a sale of `maxTokens`: {DEFAULT_HOURLY_BUDGET_BPS} of it, rounded up.
    function defaultHourlyBudget(uint256 maxTokens) public pure returns (uint256) {
        return Math.mulDiv(maxTokens, DEFAULT_HOURLY_BUDGET_BPS, 10_000, Math.Rounding.Ceil);
    }

    function totalSales() external view returns (uint256) {
        return _sales.length;
    }

    /// @param index 0-based; the sale's id is index + 1
    function getSaleByIndex(uint256 index) external view returns (SaleInfo memory) {
        if (index >= _sales.length) revert UnknownSale(index + 1);
        return BondSale(_sales[index]).saleInfo();
    }

    /// @notice Sales with index in [from, to), clamped to the count.
    function getSalesInRange(uint256 from, uint256 to) external view returns (SaleInfo[] memory infos) {
        (from, to) = _clamp(from, to);
        infos = new SaleInfo[](to - from);
        for (uint256 i = from; i < to; ++i) {
            infos[i - from] = BondSale(_sales[i]).saleInfo();
        }
    }

    function getSaleAddress(uint256 saleId) public view returns (address) {
        return address(_sale(saleId));
    }

    /// @notice Ids of the sales with index in [from, to) (clamped) that `user` has bought in. No list is written
    ///         on purchase, which keeps a first purchase cheap; page through the sales (or read an event index).
    function getUserSaleIdsInRange(address user, uint256 from, uint256 to) external view returns (uint256[] memory ids) {
        (from, to) = _clamp(from, to);
        ids = new uint256[](to - from);
        uint256 found;
        for (uint256 i = from; i < to; ++i) {
            if (BondSale(_sales[i]).purchaseCount(user) != 0) ids[found++] = i + 1;
        }
        assembly ("memory-safe") {
            mstore(ids, found)
        }
    }

    function getUserSaleInfo(address user, uint256 saleId) external view returns (uint256 purchased, uint256 claimable) {
        (purchased,, claimable) = _sale(saleId).getBuyerInfo(user);
    }

    /// @notice Ids of the sales with index in [from, to) (clamped) that `owner_` created.
    function getOwnerSaleIdsInRange(address owner_, uint256 from, uint256 to) external view returns (uint256[] memory ids) {
        (from, to) = _clamp(from, to);
        ids = new uint256[](to - from);
        uint256 found;
        for (uint256 i = from; i < to; ++i) {
            if (BondSale(_sales[i]).projectOwner() == owner_) ids[found++] = i + 1;
        }
        assembly ("memory-safe") {
            mstore(ids, found)
        }
    }

    // ---------------------------------------------------------------- creation

    /// @notice Creates a sale of `maxTokens` of `token` (pulled from the caller, who must approve this factory).
    /// @param minPricePerToken lowest price per whole token a quote may carry, in base units of the payment currency
    ///        (the sale's owner may raise it later)
    /// @param maxPerBuyer most tokens one buyer may buy in total; 0 = no cap
    /// @param hourlyBudget most tokens quotes may buy in any 60 minutes, 1 to `maxTokens`
    ///        ({defaultHourlyBudget} proposes one)
    function createSale(
        address token,
        uint8 currency,
        uint256 vestingDurationSeconds,
        uint256 maxTokens,
        uint256 discountBps,
        uint256 minPricePerToken,
        uint256 maxPerBuyer,
        uint256 hourlyBudget
    ) external payable nonReentrant returns (uint256 saleId, address sale) {
        if (msg.value != saleCreationFee) revert IncorrectCreationFee(saleCreationFee, msg.value);
        SaleConfig memory config = _saleConfig(token, currency, vestingDurationSeconds, maxTokens, discountBps);
        if (minPricePerToken == 0) revert ZeroMinPrice();
        if (minPricePerToken > MAX_MIN_PRICE) revert MinPriceTooHigh(minPricePerToken, MAX_MIN_PRICE);
        if (hourlyBudget == 0 || hourlyBudget > maxTokens) revert InvalidHourlyBudget();
        config.minPricePerToken = minPricePerToken;
        config.maxPerBuyer = maxPerBuyer;
        config.hourlyBudget = hourlyBudget;
        config.budgetUnit = _budgetUnit(hourlyBudget);
        saleId = config.saleId;
        sale = Clones.cloneWithImmutableArgs(saleImplementation, abi.encode(config));
        _sales.push(sale);
        emit SaleCreated(saleId, sale, msg.sender, config);
        _fund(token, sale, maxTokens);
    }

    // ---------------------------------------------------------------- forwarders (caller is buyer / owner)

    function buyWithBNB(uint256 saleId, Quote calldata quote, bytes calldata signature) external payable {
        _sale(saleId).buyWithQuoteFor{value: msg.value}(msg.sender, quote, signature);
    }

    /// @notice Buys in a USDT or USD1 sale; the payment is approved to and pulled by the sale.
    function buyWithUSDT(uint256 saleId, Quote calldata quote, bytes calldata signature) external {
        _sale(saleId).buyWithQuoteFor(msg.sender, quote, signature);
    }

    function claim(uint256 saleId) external {
        _sale(saleId).claimFor(msg.sender);
    }

    /// @notice Pays the caller's proceeds of sale `saleId` to the caller.
    function sellerWithdraw(uint256 saleId) external {
        _sale(saleId).withdrawProceedsFor(msg.sender, msg.sender);
    }

    // ---------------------------------------------------------------- platform owner

    /// @notice Starts a quote signer change; `newSigner` signs from `block.timestamp + QUOTE_SIGNER_DELAY` on.
    ///         A pending signer whose time has come is made current first, so proposals never shorten a notice.
    function proposeQuoteSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert ZeroAddress();
        _settleQuoteSigner();
        uint64 activatesAt = uint64(block.timestamp + QUOTE_SIGNER_DELAY);
        pendingQuoteSigner = newSigner;
        quoteSignerActivatesAt = activatesAt;
        emit QuoteSignerProposed(newSigner, activatesAt);
    }

    /// @notice Withdraws a proposed signer before it takes effect.
    function cancelQuoteSigner() external onlyOwner {
        _settleQuoteSigner();
        address pending = pendingQuoteSigner;
        if (pending == address(0)) revert NoPendingQuoteSigner();
        pendingQuoteSigner = address(0);
        quoteSignerActivatesAt = 0;
        emit QuoteSignerProposalCancelled(pending);
    }

    /// @notice Sets who besides the owner may pause buying and revoke the signer; zero removes the guardian.
    function setGuardian(address newGuardian) external onlyOwner {
        emit GuardianUpdated(guardian, newGuardian);
        guardian = newGuardian;
    }

    /// @notice Pauses buying with quotes on every sale from this block until the owner unpauses (guardian or owner).
    function pauseQuotes() external onlyGuardianOrOwner {
        _pause();
    }

    /// @notice Revokes the quote signer and any pending one from this block (guardian or owner): no quote is
    ///         accepted until a newly proposed signer activates, {QUOTE_SIGNER_DELAY} after its proposal.
    function revokeQuoteSigner() external onlyGuardianOrOwner {
        _revoke();
    }

    /// @notice {pauseQuotes} and {revokeQuoteSigner} in one transaction: what to do when the quote key leaks.
    function emergencyStop() external onlyGuardianOrOwner {
        _pause();
        _revoke();
    }

    /// @notice Ends the pause {UNPAUSE_DELAY} from now (owner only). The guardian may pause again meanwhile.
    function unpauseQuotes() external onlyOwner {
        if (quotesResumeAt != type(uint64).max) revert NotPaused();
        uint64 resumeAt = uint64(block.timestamp + UNPAUSE_DELAY);
        quotesResumeAt = resumeAt;
        emit QuotesUnpauseScheduled(msg.sender, resumeAt);
    }

    function setFeeRecipient(address newRecipient) external onlyOwner {
        if (newRecipient == address(0)) revert ZeroAddress();
        emit FeeRecipientUpdated(feeRecipient, newRecipient);
        feeRecipient = newRecipient;
    }

    function setSaleCreationFee(uint256 newFee) external onlyOwner {
        emit SaleCreationFeeUpdated(saleCreationFee, newFee);
        saleCreationFee = newFee;
    }

    /// @notice Applies to sales created afterwards.
    function setSaleDuration(uint256 newDuration) external onlyOwner {
        if (newDuration == 0 || newDuration > 365 days) revert InvalidSaleDuration();
        emit SaleDurationUpdated(saleDuration, newDuration);
        saleDuration = newDuration;
    }

    /// @notice Sends every collected creation fee to `to`.
    function withdrawFees(address payable to) external onlyOwner nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        emit FeesWithdrawn(to, amount);
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert BNBTransferFailed();
    }

    /// @notice Disabled: an ownerless factory could never change its fee recipient or quote signer again, nor unpause.
    function renounceOwnership() public view override onlyOwner {
        revert RenounceOwnershipDisabled();
    }

    // ---------------------------------------------------------------- internals

    /// @dev Checks the creation parameters and fills every setting except the buyer protections.
    function _saleConfig(address token, uint8 currency, uint256 vesting, uint256 maxTokens, uint256 discountBps)
        private
        view
        returns (SaleConfig memory config)
    {
        if (token == address(0)) revert ZeroAddress();
        if (currency > uint8(Currency.USD1)) revert InvalidCurrency();
        address payment = _paymentToken(currency);
        // A sale paid in its own token would mix the buyers' payments with the tokens it owes them.
        if (token == payment) revert SaleTokenIsPaymentToken();
        if (payment == address(0) && token == wbnb) revert SaleTokenIsWBNB();
        if (maxTokens == 0) revert ZeroAmount();
        // Buyer records pack bought amounts into 104 bits.
        if (maxTokens > MAX_HARD_CAP) revert AmountTooLarge();
        if (discountBps > MAX_DISCOUNT_BPS) revert InvalidDiscount();
        if (vesting == 0 || vesting > MAX_VESTING_DURATION) revert InvalidVestingDuration();
        uint8 decimals = IERC20Metadata(token).decimals();
        if (decimals > MAX_TOKEN_DECIMALS) revert UnsupportedTokenDecimals();
        config.factory = address(this);
        config.saleId = _sales.length + 1;
        config.token = token;
        config.currency = currency;
        config.paymentToken = payment;
        config.projectOwner = msg.sender;
        config.discountBps = discountBps;
        config.startTime = block.timestamp;
        config.endTime = block.timestamp + saleDuration;
        config.vestingDuration = vesting;
        config.hardCap = maxTokens;
        config.tokenUnit = 10 ** uint256(decimals);
        config.maxPerQuote = (maxTokens * MAX_QUOTE_SHARE_BPS + 9_999) / 10_000;
    }

    /// @dev Pulls the sale's inventory from its creator; fee-on-transfer tokens would leave it short.
    function _fund(address token, address sale, uint256 amount) private {
        uint256 before = IERC20(token).balanceOf(sale);
        IERC20(token).safeTransferFrom(msg.sender, sale, amount);
        if (IERC20(token).balanceOf(sale) - before != amount) revert FeeOnTransferNotSupported();
    }

    function _pause() private {
        quotesResumeAt = type(uint64).max;
        emit QuotesPaused(msg.sender);
    }

    function _revoke() private {
        emit QuoteSignerRevoked(msg.sender, _quoteSigner, pendingQuoteSigner);
        _quoteSigner = address(0);
        pendingQuoteSigner = address(0);
        quoteSignerActivatesAt = 0;
    }

    /// @dev The smallest power of ten that counts `budget` in fewer than 2^32 steps (a sale's budget counters are
    ///      32 bits); a power of ten, so round amounts of any token count exactly.
    function _budgetUnit(uint256 budget) private pure returns (uint256 unit) {
        unit = 1;
        while (budget / unit > type(uint32).max) unit *= 10;
    }

    function _clamp(uint256 from, uint256 to) private view returns (uint256, uint256) {
        uint256 count = _sales.length;
        if (to > count) to = count;
        if (from > to) from = to;
        return (from, to);
    }

    /// @dev Makes a pending signer whose activation time has passed the current one.
    function _settleQuoteSigner() private {
        address pending = pendingQuoteSigner;
        if (pending == address(0) || block.timestamp < quoteSignerActivatesAt) return;
        emit QuoteSignerUpdated(_quoteSigner, pending);
        _quoteSigner = pending;
        pendingQuoteSigner = address(0);
        quoteSignerActivatesAt = 0;
    }

    function _sale(uint256 saleId) private view returns (BondSale) {
        if (saleId == 0 || saleId > _sales.length) revert UnknownSale(saleId);
        return BondSale(_sales[saleId - 1]);
    }

    function _paymentToken(uint8 currency) private view returns (address) {
        if (currency == uint8(Currency.USDT)) return usdt;
        if (currency == uint8(Currency.USD1)) return usd1;
        return address(0);
    }
}
