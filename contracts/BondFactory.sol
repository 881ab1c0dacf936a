// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {BondSale} from "./BondSale.sol";
import {Currency, SaleInfo, Quote, IBondFactoryForSale} from "./BondTypes.sol";

/// @title Registry and creator of bond sales.
/// @notice Anyone may create a sale by paying the BNB creation fee; the owner (platform) sets the fee,
///         the sale length, the quote signer and the fee recipient, and withdraws collected fees.
contract BondFactory is Ownable, ReentrancyGuard, IBondFactoryForSale {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_DISCOUNT_BPS = 10_000;
    uint256 public constant MAX_VESTING_DURATION = 10 * 365 days;
    uint8 public constant MAX_TOKEN_DECIMALS = 36;

    address public immutable usdt;
    address public immutable usd1;

    address public quoteSigner;
    address public feeRecipient;
    uint256 public saleCreationFee;
    /// @notice Length of every new sale, in seconds.
    uint256 public saleDuration = 30 days;

    BondSale[] private _sales;
    mapping(address => uint256) public saleIdOf; // 0 = not a sale of this factory
    mapping(address => uint256[]) private _ownerSaleIds;
    mapping(address => uint256[]) private _userSaleIds;

    event SaleCreated(uint256 indexed saleId, address indexed sale, address indexed owner, address token, uint8 currency);
    event QuoteSignerUpdated(address indexed previousSigner, address indexed newSigner);
    event FeeRecipientUpdated(address indexed previousRecipient, address indexed newRecipient);
    event SaleCreationFeeUpdated(uint256 previousFee, uint256 newFee);
    event SaleDurationUpdated(uint256 previousDuration, uint256 newDuration);
    event FeesWithdrawn(address indexed to, uint256 amount);
    event BuyerRecorded(uint256 indexed saleId, address indexed buyer);

    error ZeroAddress();
    error ZeroAmount();
    error InvalidCurrency();
    error InvalidDiscount();
    error InvalidVestingDuration();
    error InvalidSaleDuration();
    error UnsupportedTokenDecimals();
    error AmountTooLarge();
    error IncorrectCreationFee(uint256 expected, uint256 received);
    error FeeOnTransferNotSupported();
    error UnknownSale(uint256 saleId);
    error NotSale();
    error NothingToWithdraw();
    error BNBTransferFailed();

    constructor(address usdt_, address usd1_, address quoteSigner_, address feeRecipient_, uint256 saleCreationFee_)
        Ownable(msg.sender)
    {
        if (usdt_ == address(0) || usd1_ == address(0) || quoteSigner_ == address(0) || feeRecipient_ == address(0)) {
            revert ZeroAddress();
        }
        usdt = usdt_;
        usd1 = usd1_;
        quoteSigner = quoteSigner_;
        feeRecipient = feeRecipient_;
        saleCreationFee = saleCreationFee_;
    }

    // ---------------------------------------------------------------- reads

    function totalSales() external view returns (uint256) {
        return _sales.length;
    }

    /// @param index 0-based; the sale's id is index + 1
    function getSaleByIndex(uint256 index) external view returns (SaleInfo memory) {
        if (index >= _sales.length) revert UnknownSale(index + 1);
        return _sales[index].saleInfo();
    }

    /// @notice Sales with index in [from, to), clamped to the count.
    function getSalesInRange(uint256 from, uint256 to) external view returns (SaleInfo[] memory infos) {
        uint256 count = _sales.length;
        if (to > count) to = count;
        if (from >= to) return new SaleInfo[](0);
        infos = new SaleInfo[](to - from);
        for (uint256 i = from; i < to; ++i) {
            infos[i - from] = _sales[i].saleInfo();
        }
    }

    function getSaleAddress(uint256 saleId) public view returns (address) {
        return address(_sale(saleId));
    }

    /// @notice Ids of the sales `user` has bought in.
    function getUserSaleIds(address user) external view returns (uint256[] memory) {
        return _userSaleIds[user];
    }

    function getUserSaleInfo(address user, uint256 saleId) external view returns (uint256 purchased, uint256 claimable) {
        (purchased,, claimable) = _sale(saleId).getBuyerInfo(user);
    }

    function getOwnerSaleIds(address owner_) external view returns (uint256[] memory) {
        return _ownerSaleIds[owner_];
    }

    // ---------------------------------------------------------------- creation

    /// @notice Creates a sale of `maxTokens` of `token` (pulled from the caller, who must approve this factory).
    function createSale(
        address token,
        uint8 currency,
        uint256 vestingDurationSeconds,
        uint256 maxTokens,
        uint256 discountBps
    ) external payable nonReentrant returns (uint256 saleId, address sale) {
        if (msg.value != saleCreationFee) revert IncorrectCreationFee(saleCreationFee, msg.value);
        if (token == address(0)) revert ZeroAddress();
        if (currency > uint8(Currency.USD1)) revert InvalidCurrency();
        if (maxTokens == 0) revert ZeroAmount();
        if (maxTokens > type(uint128).max) revert AmountTooLarge();
        if (discountBps > MAX_DISCOUNT_BPS) revert InvalidDiscount();
        if (vestingDurationSeconds == 0 || vestingDurationSeconds > MAX_VESTING_DURATION) {
            revert InvalidVestingDuration();
        }
        uint8 decimals = IERC20Metadata(token).decimals();
        if (decimals > MAX_TOKEN_DECIMALS) revert UnsupportedTokenDecimals();

        saleId = _sales.length + 1;
        BondSale newSale = new BondSale(
            saleId,
            token,
            currency,
            _paymentToken(currency),
            msg.sender,
            maxTokens,
            discountBps,
            saleDuration,
            vestingDurationSeconds,
            decimals
        );
        sale = address(newSale);
        _sales.push(newSale);
        saleIdOf[sale] = saleId;
        _ownerSaleIds[msg.sender].push(saleId);
        emit SaleCreated(saleId, sale, msg.sender, token, currency);

        uint256 before = IERC20(token).balanceOf(sale);
        IERC20(token).safeTransferFrom(msg.sender, sale, maxTokens);
        if (IERC20(token).balanceOf(sale) - before != maxTokens) revert FeeOnTransferNotSupported();
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

    function sellerWithdraw(uint256 saleId) external {
        _sale(saleId).withdrawProceedsFor(msg.sender);
    }

    /// @dev Called by a sale on a buyer's first purchase, so `getUserSaleIds` covers direct buys too.
    function recordBuyer(uint256 saleId, address buyer) external {
        if (saleId == 0 || saleIdOf[msg.sender] != saleId) revert NotSale();
        _userSaleIds[buyer].push(saleId);
        emit BuyerRecorded(saleId, buyer);
    }

    // ---------------------------------------------------------------- platform owner

    function setQuoteSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert ZeroAddress();
        emit QuoteSignerUpdated(quoteSigner, newSigner);
        quoteSigner = newSigner;
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

    // ---------------------------------------------------------------- internals

    function _sale(uint256 saleId) private view returns (BondSale) {
        if (saleId == 0 || saleId > _sales.length) revert UnknownSale(saleId);
        return _sales[saleId - 1];
    }

    function _paymentToken(uint8 currency) private view returns (address) {
        if (currency == uint8(Currency.USDT)) return usdt;
        if (currency == uint8(Currency.USD1)) return usd1;
        return address(0);
    }
}
