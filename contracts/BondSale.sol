// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {Currency, SaleInfo, Quote, IBondFactoryForSale} from "./BondTypes.sol";

/// @title One bond sale: discounted tokens sold against signed price quotes, vesting linearly per purchase.
/// @notice Created and funded by {BondFactory}. Buyers may call it directly or through the factory's
///         forwarders, which pass the original caller as buyer/owner through factory-only entry points.
contract BondSale is EIP712, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant QUOTE_TYPEHASH = keccak256(
        "Quote(address buyer,address saleAddress,uint8 currency,uint256 tokenAmount,uint256 paymentAmount,uint256 pricePerToken,uint256 discountBps,string priceSource,uint256 deadline,uint256 nonce)"
    );
    /// @notice Platform fee taken from the proceeds at withdrawal, in basis points (1%).
    uint256 public constant PLATFORM_FEE_BPS = 100;
    /// @notice Bounds the per-buyer loop in vesting maths so claims always fit in a block.
    uint256 public constant MAX_PURCHASES_PER_BUYER = 100;

    struct Purchase {
        uint128 amount;
        uint64 start;
    }

    struct BuyerRecord {
        uint256 amount;
        uint256 claimed;
    }

    IBondFactoryForSale public immutable factory;
    uint256 public immutable saleId;
    address public immutable token;
    uint8 public immutable currency;
    /// @notice ERC-20 the buyer pays with; the zero address for BNB.
    address public immutable paymentToken;
    address public immutable projectOwner;
    uint256 public immutable discountBps;
    uint256 public immutable startTime;
    uint256 public immutable endTime;
    uint256 public immutable vestingDuration;
    uint256 public immutable hardCap;
    /// @notice 10^decimals of the sale token: quotes price one whole token.
    uint256 public immutable tokenUnit;

    uint256 public soldTokens;
    uint256 public totalClaimed;
    uint256 public buyersCount;
    uint256 public totalProceeds;
    bool public endedEarly;
    bool public proceedsWithdrawn;
    mapping(uint256 => bool) public usedNonces;
    mapping(address => BuyerRecord) private _buyers;
    mapping(address => Purchase[]) private _purchases;

    event Purchased(
        address indexed buyer, uint256 tokenAmount, uint256 paymentAmount, uint256 pricePerToken, uint256 indexed nonce
    );
    event Claimed(address indexed buyer, uint256 amount);
    event ProceedsWithdrawn(address indexed owner, uint256 ownerAmount, address indexed feeRecipient, uint256 fee);
    event UnsoldTokensWithdrawn(address indexed recipient, uint256 amount);
    event SaleEndedEarly(address indexed owner);
    event EmergencyWithdrawn(address indexed recipient, uint256 amount);

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
    error ExceedsHardCap(uint256 requested, uint256 remaining);
    error InvalidSigner();
    error PaymentMismatch();
    error IncorrectPayment(uint256 expected, uint256 received);
    error FeeOnTransferNotSupported();
    error TooManyPurchases();
    error NothingToClaim();
    error NothingToWithdraw();
    error ProceedsAlreadyWithdrawn();
    error BNBTransferFailed();

    modifier onlyFactory() {
        if (msg.sender != address(factory)) revert NotFactory();
        _;
    }

    modifier onlyOwnerOf(address caller) {
        if (caller != projectOwner) revert NotProjectOwner();
        _;
    }

    constructor(
        uint256 saleId_,
        address token_,
        uint8 currency_,
        address paymentToken_,
        address projectOwner_,
        uint256 hardCap_,
        uint256 discountBps_,
        uint256 duration_,
        uint256 vestingDuration_,
        uint8 tokenDecimals_
    ) EIP712("BondSale", "1") {
        factory = IBondFactoryForSale(msg.sender);
        saleId = saleId_;
        token = token_;
        currency = currency_;
        paymentToken = paymentToken_;
        projectOwner = projectOwner_;
        hardCap = hardCap_;
        discountBps = discountBps_;
        startTime = block.timestamp;
        endTime = block.timestamp + duration_;
        vestingDuration = vestingDuration_;
        tokenUnit = 10 ** uint256(tokenDecimals_);
    }

    // ---------------------------------------------------------------- reads

    /// @notice Ended once the hard cap is sold, the end time has passed, or the owner ended it early.
    function hasEnded() public view returns (bool) {
        return endedEarly || block.timestamp >= endTime || soldTokens >= hardCap;
    }

    function saleInfo() external view returns (SaleInfo memory) {
        return SaleInfo({
            saleId: saleId,
            saleAddress: address(this),
            token: token,
            currency: currency,
            hardCap: hardCap,
            soldTokens: soldTokens,
            discount: discountBps,
            startTime: startTime,
            endTime: endTime,
            vestingDuration: vestingDuration,
            buyersCount: buyersCount,
            endedEarly: endedEarly,
            projectOwner: projectOwner
        });
    }

    /// @return amount bought in total, claimed so far, claimable now
    function getBuyerInfo(address buyer) external view returns (uint256 amount, uint256 claimed, uint256 claimable_) {
        BuyerRecord storage record = _buyers[buyer];
        return (record.amount, record.claimed, _claimable(buyer));
    }

    /// @notice Tokens vested so far: each purchase vests linearly over `vestingDuration` from its own time.
    function vestedAmount(address buyer) public view returns (uint256 vested) {
        Purchase[] storage purchases = _purchases[buyer];
        uint256 count = purchases.length;
        for (uint256 i = 0; i < count; ++i) {
            Purchase memory p = purchases[i];
            uint256 elapsed = block.timestamp - p.start;
            vested += elapsed >= vestingDuration ? p.amount : (uint256(p.amount) * elapsed) / vestingDuration;
        }
    }

    function claimable(address buyer) external view returns (uint256) {
        return _claimable(buyer);
    }

    function purchaseCount(address buyer) external view returns (uint256) {
        return _purchases[buyer].length;
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

    function buyWithQuote(Quote calldata quote, bytes calldata signature) external payable nonReentrant {
        _buy(msg.sender, quote, signature);
    }

    /// @notice Factory forwarder entry: `buyer` is the factory's caller.
    function buyWithQuoteFor(address buyer, Quote calldata quote, bytes calldata signature)
        external
        payable
        onlyFactory
        nonReentrant
    {
        _buy(buyer, quote, signature);
    }

    function claim() external nonReentrant {
        _claim(msg.sender);
    }

    function claimFor(address buyer) external onlyFactory nonReentrant {
        _claim(buyer);
    }

    // ---------------------------------------------------------------- owner writes

    function withdrawProceeds() external nonReentrant {
        _withdrawProceeds(msg.sender);
    }

    function withdrawProceedsFor(address caller) external onlyFactory nonReentrant {
        _withdrawProceeds(caller);
    }

    /// @notice Sends the sale tokens nobody bought to `recipient`; tokens owed to buyers stay.
    function withdrawUnsoldTokens(address recipient) external nonReentrant onlyOwnerOf(msg.sender) {
        if (!hasEnded()) revert SaleNotEnded();
        uint256 amount = _sendUnsold(recipient);
        emit UnsoldTokensWithdrawn(recipient, amount);
    }

    function endEarly() external onlyOwnerOf(msg.sender) {
        if (hasEnded()) revert SaleEnded();
        endedEarly = true;
        emit SaleEndedEarly(msg.sender);
    }

    /// @notice Ends the sale at once (if still live) and returns the unsold tokens. Buyers keep what they bought.
    function emergencyWithdraw(address recipient) external nonReentrant onlyOwnerOf(msg.sender) {
        if (!hasEnded()) {
            endedEarly = true;
            emit SaleEndedEarly(msg.sender);
        }
        uint256 amount = _sendUnsold(recipient);
        emit EmergencyWithdrawn(recipient, amount);
    }

    // ---------------------------------------------------------------- internals

    function _buy(address buyer, Quote calldata quote, bytes calldata signature) private {
        if (hasEnded()) revert SaleEnded();
        if (quote.saleAddress != address(this)) revert WrongSale();
        if (quote.buyer != buyer) revert WrongBuyer();
        if (quote.currency != currency) revert WrongCurrency();
        if (quote.discountBps != discountBps) revert WrongDiscount();
        if (block.timestamp > quote.deadline) revert QuoteExpired();
        if (usedNonces[quote.nonce]) revert NonceAlreadyUsed();
        if (quote.tokenAmount == 0) revert ZeroAmount();
        uint256 remaining = hardCap - soldTokens;
        if (quote.tokenAmount > remaining) revert ExceedsHardCap(quote.tokenAmount, remaining);
        if (quote.paymentAmount != Math.mulDiv(quote.tokenAmount, quote.pricePerToken, tokenUnit, Math.Rounding.Ceil)) {
            revert PaymentMismatch();
        }
        if (ECDSA.recover(quoteDigest(quote), signature) != factory.quoteSigner()) revert InvalidSigner();

        Purchase[] storage purchases = _purchases[buyer];
        if (purchases.length >= MAX_PURCHASES_PER_BUYER) revert TooManyPurchases();

        // Effects before any transfer: the nonce can never be replayed by a re-entrant call.
        usedNonces[quote.nonce] = true;
        soldTokens += quote.tokenAmount;
        totalProceeds += quote.paymentAmount;
        BuyerRecord storage record = _buyers[buyer];
        bool firstPurchase = record.amount == 0;
        record.amount += quote.tokenAmount;
        purchases.push(Purchase({amount: uint128(quote.tokenAmount), start: uint64(block.timestamp)}));
        if (firstPurchase) {
            ++buyersCount;
            factory.recordBuyer(saleId, buyer);
        }
        emit Purchased(buyer, quote.tokenAmount, quote.paymentAmount, quote.pricePerToken, quote.nonce);

        if (paymentToken == address(0)) {
            if (msg.value != quote.paymentAmount) revert IncorrectPayment(quote.paymentAmount, msg.value);
        } else {
            if (msg.value != 0) revert IncorrectPayment(0, msg.value);
            if (quote.paymentAmount > 0) {
                IERC20 payment = IERC20(paymentToken);
                uint256 before = payment.balanceOf(address(this));
                payment.safeTransferFrom(buyer, address(this), quote.paymentAmount);
                if (payment.balanceOf(address(this)) - before != quote.paymentAmount) {
                    revert FeeOnTransferNotSupported();
                }
            }
        }
    }

    function _claimable(address buyer) private view returns (uint256) {
        return vestedAmount(buyer) - _buyers[buyer].claimed;
    }

    function _claim(address buyer) private {
        uint256 amount = _claimable(buyer);
        if (amount == 0) revert NothingToClaim();
        _buyers[buyer].claimed += amount;
        totalClaimed += amount;
        emit Claimed(buyer, amount);
        IERC20(token).safeTransfer(buyer, amount);
    }

    function _withdrawProceeds(address caller) private onlyOwnerOf(caller) {
        if (!hasEnded()) revert SaleNotEnded();
        if (proceedsWithdrawn) revert ProceedsAlreadyWithdrawn();
        proceedsWithdrawn = true;
        uint256 total = totalProceeds;
        uint256 fee = (total * PLATFORM_FEE_BPS) / 10_000;
        uint256 ownerAmount = total - fee;
        address feeRecipient = factory.feeRecipient();
        emit ProceedsWithdrawn(caller, ownerAmount, feeRecipient, fee);
        _pay(feeRecipient, fee);
        _pay(caller, ownerAmount);
    }

    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        if (paymentToken == address(0)) {
            (bool ok,) = payable(to).call{value: amount}("");
            if (!ok) revert BNBTransferFailed();
        } else {
            IERC20(paymentToken).safeTransfer(to, amount);
        }
    }

    /// @dev Everything above what buyers are still owed is unsold (or sent here by mistake) and may leave.
    function _sendUnsold(address recipient) private returns (uint256 amount) {
        if (recipient == address(0)) revert ZeroAddress();
        uint256 owed = soldTokens - totalClaimed;
        uint256 balance = IERC20(token).balanceOf(address(this));
        amount = balance > owed ? balance - owed : 0;
        if (amount == 0) revert NothingToWithdraw();
        IERC20(token).safeTransfer(recipient, amount);
    }
}
