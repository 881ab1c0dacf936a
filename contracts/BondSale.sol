// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {SaleInfo, Quote, IBondFactoryForSale} from "./BondTypes.sol";

/// @title One bond sale: discounted tokens sold against signed price quotes, vesting linearly per purchase.
/// @notice Every sale is an EIP-1167 clone of one implementation, made and funded by {BondFactory}. Its fixed
///         settings ({SaleConfig}) live in the clone's code as immutable arguments, so a clone has nothing to
///         initialise and nobody can set them a second time; the implementation itself refuses every write.
///
///         Every token the sale holds is accounted for by purpose, and each owner path pays only its own part:
///         - sale token: owed to buyers (each buyer's bought − claimed) and unsold (hard cap − sold, withdrawn once);
///         - payment (BNB or ERC-20): the owner's proceeds (total − fee) and the platform fee, each paid once.
///         Sale tokens sent here directly are never unsold: they stay in the sale (no sum of claims is kept, which
///         keeps a claim cheap, so they cannot be told apart from what buyers are owed). Any other asset above
///         what is owed (a payment token or BNB sent directly, a stray token) is excess; only {sweepExcess} moves it.
///
///         Buyer protections checked on every purchase: a quote never prices below the owner's minimum price,
///         one quote buys at most `maxPerQuote` tokens (a tenth of the hard cap, rounded up), and one buyer buys at
///         most `maxPerBuyer` in total when the owner set it.
contract BondSale is EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    bytes32 public constant QUOTE_TYPEHASH = keccak256(
        "Quote(address buyer,address saleAddress,uint8 currency,uint256 tokenAmount,uint256 paymentAmount,uint256 pricePerToken,uint256 discountBps,string priceSource,uint256 deadline,uint256 nonce)"
    );
    /// @notice Platform fee taken from the proceeds, in basis points (1%).
    uint256 public constant PLATFORM_FEE_BPS = 100;
    /// @notice Bounds the per-buyer loop in vesting maths so claims always fit in a block.
    uint256 public constant MAX_PURCHASES_PER_BUYER = 100;

    /// @dev Word index of each {SaleConfig} field in the clone's immutable arguments.
    uint256 private constant ARG_FACTORY = 0;
    uint256 private constant ARG_SALE_ID = 1;
    uint256 private constant ARG_TOKEN = 2;
    uint256 private constant ARG_CURRENCY = 3;
    uint256 private constant ARG_PAYMENT_TOKEN = 4;
    uint256 private constant ARG_PROJECT_OWNER = 5;
    uint256 private constant ARG_DISCOUNT_BPS = 6;
    uint256 private constant ARG_START_TIME = 7;
    uint256 private constant ARG_END_TIME = 8;
    uint256 private constant ARG_VESTING_DURATION = 9;
    uint256 private constant ARG_HARD_CAP = 10;
    uint256 private constant ARG_TOKEN_UNIT = 11;
    uint256 private constant ARG_MIN_PRICE = 12;
    uint256 private constant ARG_MAX_PER_BUYER = 13;
    uint256 private constant ARG_MAX_PER_QUOTE = 14;
    /// @dev An EIP-1167 clone's immutable arguments start after its 45 bytes of proxy code.
    uint256 private constant CLONE_ARGS_OFFSET = 0x2d;

    /// @dev One slot per buyer: what they bought and claimed, and how many purchases they made.
    struct Buyer {
        uint112 bought;
        uint112 claimed;
        uint32 purchases;
    }

    /// @dev One slot per purchase: each vests linearly from its own start.
    struct Purchase {
        uint128 amount;
        uint64 start;
    }

    address private immutable _implementation;

    // slot 0: everything a purchase reads and writes
    uint112 public soldTokens;
    uint112 public totalProceeds;
    uint24 public buyersCount;
    bool public endedEarly;
    // slot 1: owner-side flags, each path pays once
    bool public proceedsWithdrawn;
    bool public feeWithdrawn;
    bool public unsoldWithdrawn;

    mapping(uint256 => bool) public usedNonces;
    mapping(address => Buyer) private _buyers;
    mapping(address => mapping(uint256 => Purchase)) private _purchases;

    event Purchased(
        address indexed buyer, uint256 tokenAmount, uint256 paymentAmount, uint256 pricePerToken, uint256 indexed nonce
    );
    event Claimed(address indexed buyer, uint256 amount);
    event ProceedsWithdrawn(address indexed owner, address indexed recipient, uint256 amount);
    event PlatformFeeWithdrawn(address indexed recipient, uint256 amount);
    event UnsoldTokensWithdrawn(address indexed recipient, uint256 amount);
    event SaleEndedEarly(address indexed owner);
    event EmergencyWithdrawn(address indexed recipient, uint256 amount);
    event ExcessSwept(address indexed asset, address indexed recipient, uint256 amount);

    error NotClone();
    error NotFactory();
    error NotProjectOwner();
    error ZeroAddress();
    error ZeroAmount();
    error SaleEnded();
    error SaleNotEnded();
    error WrongSale();
    error WrongBuyer();
    error WrongCurrency();
    error WrongDiscount();
    error QuoteExpired();
    error NonceAlreadyUsed();
    error PriceBelowMinimum(uint256 pricePerToken, uint256 minPricePerToken);
    error ExceedsQuoteCap(uint256 requested, uint256 maxPerQuote);
    error ExceedsHardCap(uint256 requested, uint256 remaining);
    error ExceedsBuyerCap(uint256 requested, uint256 remaining);
    error InvalidSigner();
    error PaymentMismatch();
    error IncorrectPayment(uint256 expected, uint256 received);
    error FeeOnTransferNotSupported();
    error TooManyPurchases();
    error NothingToClaim();
    error NothingToWithdraw();
    error ProceedsAlreadyWithdrawn();
    error SaleTokenNotSweepable();
    error BNBTransferFailed();

    modifier onlyClone() {
        if (address(this) == _implementation) revert NotClone();
        _;
    }

    modifier onlyFactory() {
        if (msg.sender != factory()) revert NotFactory();
        _;
    }

    modifier onlyOwnerOf(address caller) {
        if (caller != projectOwner()) revert NotProjectOwner();
        _;
    }

    constructor() EIP712("BondSale", "1") {
        _implementation = address(this);
    }

    // ---------------------------------------------------------------- fixed settings (clone arguments)

    function factory() public view returns (address) {
        return address(uint160(_arg(ARG_FACTORY)));
    }

    function saleId() public view returns (uint256) {
        return _arg(ARG_SALE_ID);
    }

    function token() public view returns (address) {
        return address(uint160(_arg(ARG_TOKEN)));
    }

    function currency() public view returns (uint8) {
        return uint8(_arg(ARG_CURRENCY));
    }

    /// @notice ERC-20 the buyer pays with; the zero address for BNB.
    function paymentToken() public view returns (address) {
        return address(uint160(_arg(ARG_PAYMENT_TOKEN)));
    }

    function projectOwner() public view returns (address) {
        return address(uint160(_arg(ARG_PROJECT_OWNER)));
    }

    function discountBps() public view returns (uint256) {
        return _arg(ARG_DISCOUNT_BPS);
    }

    function startTime() public view returns (uint256) {
        return _arg(ARG_START_TIME);
    }

    function endTime() public view returns (uint256) {
        return _arg(ARG_END_TIME);
    }

    function vestingDuration() public view returns (uint256) {
        return _arg(ARG_VESTING_DURATION);
    }

    function hardCap() public view returns (uint256) {
        return _arg(ARG_HARD_CAP);
    }

    /// @notice 10^decimals of the sale token: quotes price one whole token.
    function tokenUnit() public view returns (uint256) {
        return _arg(ARG_TOKEN_UNIT);
    }

    /// @notice Lowest price per whole token any quote may carry, in base units of the payment currency.
    function minPricePerToken() public view returns (uint256) {
        return _arg(ARG_MIN_PRICE);
    }

    /// @notice Most tokens one buyer may buy over all their purchases; 0 = no cap.
    function maxPerBuyer() public view returns (uint256) {
        return _arg(ARG_MAX_PER_BUYER);
    }

    /// @notice Most tokens one quote may buy: a tenth of the hard cap, rounded up, so a leaked quote key
    ///         cannot take the inventory in one purchase.
    function maxPerQuote() public view returns (uint256) {
        return _arg(ARG_MAX_PER_QUOTE);
    }

    // ---------------------------------------------------------------- reads

    /// @notice Ended once the hard cap is sold, the end time has passed, or the owner ended it early.
    function hasEnded() public view returns (bool) {
        return endedEarly || block.timestamp >= endTime() || soldTokens >= hardCap();
    }

    function saleInfo() external view returns (SaleInfo memory) {
        return SaleInfo({
            saleId: saleId(),
            saleAddress: address(this),
            token: token(),
            currency: currency(),
            hardCap: hardCap(),
            soldTokens: soldTokens,
            discount: discountBps(),
            startTime: startTime(),
            endTime: endTime(),
            vestingDuration: vestingDuration(),
            buyersCount: buyersCount,
            endedEarly: endedEarly,
            projectOwner: projectOwner(),
            minPricePerToken: minPricePerToken(),
            maxPerBuyer: maxPerBuyer(),
            maxPerQuote: maxPerQuote()
        });
    }

    /// @return amount bought in total, claimed so far, claimable now
    function getBuyerInfo(address buyer) external view returns (uint256 amount, uint256 claimed, uint256 claimable_) {
        Buyer memory record = _buyers[buyer];
        return (record.bought, record.claimed, vestedAmount(buyer) - record.claimed);
    }

    /// @notice Tokens vested so far: each purchase vests linearly over `vestingDuration` from its own time.
    function vestedAmount(address buyer) public view returns (uint256 vested) {
        uint256 count = _buyers[buyer].purchases;
        uint256 duration = vestingDuration();
        mapping(uint256 => Purchase) storage purchases = _purchases[buyer];
        for (uint256 i = 0; i < count; ++i) {
            Purchase memory p = purchases[i];
            uint256 elapsed = block.timestamp - p.start;
            vested += elapsed >= duration ? p.amount : (uint256(p.amount) * elapsed) / duration;
        }
    }

    function claimable(address buyer) external view returns (uint256) {
        return vestedAmount(buyer) - _buyers[buyer].claimed;
    }

    function purchaseCount(address buyer) external view returns (uint256) {
        return _buyers[buyer].purchases;
    }

    /// @notice Sale tokens nobody bought and the owner has not withdrawn yet.
    function unsoldTokens() public view returns (uint256) {
        return unsoldWithdrawn ? 0 : hardCap() - soldTokens;
    }

    /// @notice The platform's part of the proceeds so far (1%, rounded down).
    function platformFee() public view returns (uint256) {
        return (uint256(totalProceeds) * PLATFORM_FEE_BPS) / 10_000;
    }

    /// @notice The owner's part of the proceeds not yet withdrawn.
    function ownerProceeds() public view returns (uint256) {
        return proceedsWithdrawn ? 0 : totalProceeds - platformFee();
    }

    /// @notice What the sale must hold of payment asset `asset` (the zero address for BNB) for the owner and the
    ///         platform; zero for any asset that is not the sale's payment.
    function accountedPayment(address asset) public view returns (uint256) {
        if (asset != paymentToken()) return 0;
        return ownerProceeds() + (feeWithdrawn ? 0 : platformFee());
    }

    /// @notice The EIP-712 digest a quote signer signs (exposed so off-chain code can check its encoding).
    function quoteDigest(Quote calldata quote) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    QUOTE_TYPEHASH,
                    quote.buyer,
                    quote.saleAddress,
                    quote.currency,
                    quote.tokenAmount,
                    quote.paymentAmount,
                    quote.pricePerToken,
                    quote.discountBps,
                    keccak256(bytes(quote.priceSource)),
                    quote.deadline,
                    quote.nonce
                )
            )
        );
    }

    // ---------------------------------------------------------------- buyer writes

    function buyWithQuote(Quote calldata quote, bytes calldata signature) external payable onlyClone nonReentrant {
        _buy(msg.sender, quote, signature);
    }

    /// @notice Factory forwarder entry: `buyer` is the factory's caller.
    function buyWithQuoteFor(address buyer, Quote calldata quote, bytes calldata signature)
        external
        payable
        onlyClone
        onlyFactory
        nonReentrant
    {
        _buy(buyer, quote, signature);
    }

    function claim() external onlyClone nonReentrant {
        _claim(msg.sender);
    }

    function claimFor(address buyer) external onlyClone onlyFactory nonReentrant {
        _claim(buyer);
    }

    // ---------------------------------------------------------------- owner writes

    /// @notice Pays the owner's proceeds (total minus the platform fee) to `recipient`, once, after the end.
    ///         The fee is paid separately ({withdrawPlatformFee}), so a fee recipient cannot block this.
    function withdrawProceeds(address recipient) external onlyClone nonReentrant {
        _withdrawProceeds(msg.sender, recipient);
    }

    function withdrawProceedsFor(address caller, address recipient) external onlyClone onlyFactory nonReentrant {
        _withdrawProceeds(caller, recipient);
    }

    /// @notice Sends the platform fee to the factory's fee recipient, once, after the end. Anyone may call it.
    function withdrawPlatformFee() external onlyClone nonReentrant {
        if (!hasEnded()) revert SaleNotEnded();
        if (feeWithdrawn) revert NothingToWithdraw();
        feeWithdrawn = true;
        uint256 fee = platformFee();
        address recipient = IBondFactoryForSale(factory()).feeRecipient();
        emit PlatformFeeWithdrawn(recipient, fee);
        _pay(recipient, fee);
    }

    /// @notice Sends the sale tokens nobody bought to `recipient`, once, after the end. Only the hard cap minus
    ///         what was sold counts as unsold: tokens owed to buyers, payments and anything sent here stay.
    function withdrawUnsoldTokens(address recipient) external onlyClone nonReentrant onlyOwnerOf(msg.sender) {
        if (!hasEnded()) revert SaleNotEnded();
        uint256 amount = _sendUnsold(recipient);
        emit UnsoldTokensWithdrawn(recipient, amount);
    }

    function endEarly() external onlyClone onlyOwnerOf(msg.sender) {
        if (hasEnded()) revert SaleEnded();
        endedEarly = true;
        emit SaleEndedEarly(msg.sender);
    }

    /// @notice Ends the sale at once (if still live) and returns the unsold tokens. Buyers keep what they bought;
    ///         proceeds still go through {withdrawProceeds}.
    function emergencyWithdraw(address recipient) external onlyClone nonReentrant onlyOwnerOf(msg.sender) {
        if (!hasEnded()) {
            endedEarly = true;
            emit SaleEndedEarly(msg.sender);
        }
        uint256 amount = _sendUnsold(recipient);
        emit EmergencyWithdrawn(recipient, amount);
    }

    /// @notice Returns what the sale holds of `asset` (zero address: BNB) above {accountedPayment}, e.g. a payment
    ///         token sent here directly. Never the sale token, and never what the owner's proceeds or the fee are.
    function sweepExcess(address asset, address recipient) external onlyClone nonReentrant onlyOwnerOf(msg.sender) {
        if (recipient == address(0)) revert ZeroAddress();
        if (asset == token()) revert SaleTokenNotSweepable();
        uint256 balance = asset == address(0) ? address(this).balance : IERC20(asset).balanceOf(address(this));
        uint256 accounted = accountedPayment(asset);
        if (balance <= accounted) revert NothingToWithdraw();
        uint256 amount = balance - accounted;
        emit ExcessSwept(asset, recipient, amount);
        if (asset == address(0)) _sendBNB(recipient, amount);
        else IERC20(asset).safeTransfer(recipient, amount);
    }

    // ---------------------------------------------------------------- internals

    /// @dev Word `index` of the clone's immutable arguments (read from our own, always warm, code).
    function _arg(uint256 index) private view returns (uint256 value) {
        assembly ("memory-safe") {
            extcodecopy(address(), 0x00, add(CLONE_ARGS_OFFSET, mul(index, 0x20)), 0x20)
            value := mload(0x00)
        }
    }

    function _buy(address buyer, Quote calldata quote, bytes calldata signature) private {
        if (hasEnded()) revert SaleEnded();
        if (quote.saleAddress != address(this)) revert WrongSale();
        if (quote.buyer != buyer) revert WrongBuyer();
        if (quote.currency != currency()) revert WrongCurrency();
        if (quote.discountBps != discountBps()) revert WrongDiscount();
        if (block.timestamp > quote.deadline) revert QuoteExpired();
        if (usedNonces[quote.nonce]) revert NonceAlreadyUsed();
        uint256 amount = quote.tokenAmount;
        if (amount == 0) revert ZeroAmount();
        uint256 minPrice = minPricePerToken();
        if (quote.pricePerToken < minPrice) revert PriceBelowMinimum(quote.pricePerToken, minPrice);
        uint256 quoteCap = maxPerQuote();
        if (amount > quoteCap) revert ExceedsQuoteCap(amount, quoteCap);
        uint256 sold = soldTokens;
        uint256 remaining = hardCap() - sold;
        if (amount > remaining) revert ExceedsHardCap(amount, remaining);
        Buyer memory record = _buyers[buyer];
        uint256 buyerCap = maxPerBuyer();
        if (buyerCap != 0 && uint256(record.bought) + amount > buyerCap) {
            revert ExceedsBuyerCap(amount, buyerCap > record.bought ? buyerCap - record.bought : 0);
        }
        if (quote.paymentAmount != Math.mulDiv(amount, quote.pricePerToken, tokenUnit(), Math.Rounding.Ceil)) {
            revert PaymentMismatch();
        }
        if (ECDSA.recover(quoteDigest(quote), signature) != IBondFactoryForSale(factory()).quoteSigner()) {
            revert InvalidSigner();
        }
        if (record.purchases >= MAX_PURCHASES_PER_BUYER) revert TooManyPurchases();

        // Effects before any transfer: the nonce can never be replayed by a re-entrant call.
        usedNonces[quote.nonce] = true;
        soldTokens = uint112(sold + amount); // ≤ hard cap, which the factory bounds to uint112
        totalProceeds = (uint256(totalProceeds) + quote.paymentAmount).toUint112();
        if (record.purchases == 0) ++buyersCount;
        _purchases[buyer][record.purchases] = Purchase({amount: uint128(amount), start: uint64(block.timestamp)});
        _buyers[buyer] = Buyer({
            bought: uint112(record.bought + amount),
            claimed: record.claimed,
            purchases: record.purchases + 1
        });
        emit Purchased(buyer, amount, quote.paymentAmount, quote.pricePerToken, quote.nonce);

        address payment = paymentToken();
        if (payment == address(0)) {
            if (msg.value != quote.paymentAmount) revert IncorrectPayment(quote.paymentAmount, msg.value);
        } else {
            if (msg.value != 0) revert IncorrectPayment(0, msg.value);
            if (quote.paymentAmount > 0) {
                uint256 before = IERC20(payment).balanceOf(address(this));
                IERC20(payment).safeTransferFrom(buyer, address(this), quote.paymentAmount);
                if (IERC20(payment).balanceOf(address(this)) - before != quote.paymentAmount) {
                    revert FeeOnTransferNotSupported();
                }
            }
        }
    }

    function _claim(address buyer) private {
        Buyer memory record = _buyers[buyer];
        uint256 amount = vestedAmount(buyer) - record.claimed;
        if (amount == 0) revert NothingToClaim();
        _buyers[buyer].claimed = uint112(record.claimed + amount);
        emit Claimed(buyer, amount);
        IERC20(token()).safeTransfer(buyer, amount);
    }

    function _withdrawProceeds(address caller, address recipient) private onlyOwnerOf(caller) {
        if (recipient == address(0)) revert ZeroAddress();
        if (!hasEnded()) revert SaleNotEnded();
        if (proceedsWithdrawn) revert ProceedsAlreadyWithdrawn();
        uint256 amount = ownerProceeds();
        proceedsWithdrawn = true;
        emit ProceedsWithdrawn(caller, recipient, amount);
        _pay(recipient, amount);
    }

    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        address payment = paymentToken();
        if (payment == address(0)) _sendBNB(to, amount);
        else IERC20(payment).safeTransfer(to, amount);
    }

    function _sendBNB(address to, uint256 amount) private {
        (bool ok,) = payable(to).call{value: amount}("");
        if (!ok) revert BNBTransferFailed();
    }

    /// @dev Pays the unsold part of the hard cap once; never the balance, which also holds what others are owed.
    function _sendUnsold(address recipient) private returns (uint256 amount) {
        if (recipient == address(0)) revert ZeroAddress();
        amount = unsoldTokens();
        if (amount == 0) revert NothingToWithdraw();
        unsoldWithdrawn = true;
        IERC20(token()).safeTransfer(recipient, amount);
    }
}
