// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {SaleInfo, SaleConfig, Quote, IBondFactoryForSale} from "./BondTypes.sol";

/// @title One bond sale: discounted tokens sold against signed price quotes, vesting linearly per purchase.
/// @notice Every sale is an EIP-1167 clone of one implementation, made and funded by {BondFactory}. Its fixed
///         settings ({SaleConfig}) live in the clone's code as immutable arguments, so a clone has nothing to
///         initialise and nobody can set them a second time; the implementation itself refuses every write.
///
///         Every token the sale holds is accounted for by purpose, and each owner path pays only its own part:
///         - sale token: owed to buyers (each buyer's bought − claimed) and the owner's unsold part (hard cap − sold);
///         - payment (BNB or ERC-20): the owner's proceeds (total − fee) and the platform fee, each paid once.
///         Any other asset above what is owed (a payment token or BNB sent directly, a stray token) is excess; only
///         {sweepExcess} moves it. Sale tokens sent here directly stay in the sale.
///
///         A sale token whose balances change on their own (rebasing down, taxed transfers) can leave the sale
///         holding less than it owes. Then no side is paid in full at the other's expense:
///         - the owner's unsold part is paid pro rata to entitlements: of everything the sale has had to hand out
///           (what it holds + claims it has recorded + what the owner was paid), the owner's share is
///           unsold / hard cap. Claims it has not recorded yet are left out, which can only lower that share
///           until they are recorded ({syncClaims}, and every claim once the buyer's first purchase has vested);
///         - a buyer's claim pays what the sale holds, up to what is claimable; the rest stays claimable.
///
///         Buyer protections checked on every purchase: a quote never prices below the minimum price (which the
///         owner may raise while the sale is live, never lower), one quote buys at most `maxPerQuote` tokens (a
///         tenth of the hard cap, rounded up), one buyer buys at most `maxPerBuyer` in total when the owner set it,
///         and quotes buy at most `hourlyBudget` tokens in any 60 minutes. The factory's guardian or owner can
///         pause buying with quotes and revoke the quote signer for every sale at once.
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
    /// @notice The hourly budget counts purchases in 20-minute clock slots numbered from the sale's start. A
    ///         purchase counts in its own slot and the next three, so for between 60 and 80 minutes: whatever 60
    ///         minutes one picks, every purchase in them is counted together at the last of them, and quotes can
    ///         never buy more than one budget in any 60 minutes.
    uint256 public constant BUDGET_SLOT = 20 minutes;
    uint256 public constant BUDGET_SLOTS = 4;
    /// @notice Highest minimum price a sale can carry (it is stored in 96 bits).
    uint256 public constant MAX_MIN_PRICE = type(uint96).max;

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
    uint256 private constant ARG_HOURLY_BUDGET = 15;
    uint256 private constant ARG_BUDGET_UNIT = 16;
    /// @dev An EIP-1167 clone's immutable arguments start after its 45 bytes of proxy code.
    uint256 private constant CLONE_ARGS_OFFSET = 0x2d;
    uint256 private constant CLONE_ARGS_SIZE = 0x220;

    /// @dev A buyer is one word, so a claim reads and writes one slot while no purchase has fully vested:
    ///      bought (104 bits) | vesting key (133) | first purchase time in 4-hour steps (12) | purchases (7).
    ///      Times are seconds from the sale's start (a sale lasts at most 365 days, under 2^25 s). With purchases
    ///      a_i at t_i and `claimed` tokens claimed, the key is Σ a_i·t_i + claimed·D (D the vesting duration),
    ///      and the claimable amount at t is (Σ a_i·min(t, t_i + D) − key) / D, rounded down: before the first
    ///      purchase has fully vested every min is t, so that is (bought·t − key) / D, from the word alone.
    ///      Bounds: bought ≤ hard cap < 2^104; key < 2^104·(2^25 + 10 years) < 2^133.
    uint256 private constant MASK_104 = (1 << 104) - 1;
    uint256 private constant KEY_SHIFT = 104;
    uint256 private constant MASK_133 = (1 << 133) - 1;
    uint256 private constant FIRST_SHIFT = 237;
    uint256 private constant MASK_12 = (1 << 12) - 1;
    uint256 private constant FIRST_STEP = 4 hours;
    uint256 private constant COUNT_SHIFT = 249;
    /// @dev A purchase is one word: amount (104 bits) | time (32) | the buyer's claims recorded in
    ///      `claimsRecorded` (104, kept in the first purchase only).
    uint256 private constant TIME_SHIFT = 104;
    uint256 private constant RECORDED_SHIFT = 136;
    uint256 private constant MASK_136 = (1 << 136) - 1;
    uint256 private constant MASK_32 = (1 << 32) - 1;
    uint256 private constant MASK_128 = (1 << 128) - 1;

    address private immutable _implementation;

    // slot 0: what every purchase reads and writes
    uint104 public soldTokens;
    uint112 public totalProceeds;
    uint24 public buyersCount;
    bool public endedEarly;
    // slot 1: the rest a purchase reads and writes
    /// @dev The minimum price once the owner raised it; 0 = the creation floor in the clone's arguments.
    uint96 private _raisedMinPrice;
    /// @dev The newest budget slot in `_budgetLanes`, and the four slots' purchases (32 bits each, newest lowest),
    ///      in steps of `budgetUnit` base units.
    uint16 private _budgetSlot;
    uint128 private _budgetLanes;
    // slot 2: owner-side paths
    /// @notice Unsold tokens paid to the owner so far.
    uint104 public unsoldPaid;
    /// @notice Buyers' claims the sale has recorded: a lower bound of everything claimed, used to share a
    ///         shortfall ({unsoldWithdrawable}).
    uint104 public claimsRecorded;
    bool public proceedsWithdrawn;
    bool public feeWithdrawn;

    mapping(uint256 => bool) public usedNonces;
    mapping(address => uint256) private _buyers;
    mapping(address => mapping(uint256 => uint256)) private _purchases;

    event Purchased(
        address indexed buyer,
        uint256 tokenAmount,
        uint256 paymentAmount,
        uint256 pricePerToken,
        uint256 indexed nonce,
        uint256 soldTokens
    );
    /// @dev `amount` is what was paid.
    event Claimed(address indexed buyer, uint256 amount);
    /// @dev A claim paid less than was claimable because the sale held less; the rest stays claimable.
    event PaidShort(address indexed buyer, uint256 claimable, uint256 paid);
    event ClaimsRecorded(uint256 claimsRecorded);
    event ProceedsWithdrawn(address indexed owner, address indexed recipient, uint256 amount);
    event PlatformFeeWithdrawn(address indexed recipient, uint256 amount);
    /// @dev `remaining` is the owner's unsold part still unpaid (non-zero only when the sale was short).
    event UnsoldTokensWithdrawn(address indexed recipient, uint256 amount, uint256 remaining);
    event SaleEndedEarly(address indexed owner);
    event EmergencyWithdrawn(address indexed recipient, uint256 amount, uint256 remaining);
    event MinPriceRaised(uint256 previousMinPrice, uint256 newMinPrice);
    event ExcessSwept(address indexed asset, address indexed recipient, uint256 amount);

    error NotClone();
    error NotFactory();
    error NotProjectOwner();
    error ZeroAddress();
    error ZeroAmount();
    error SaleEnded();
    error SaleNotEnded();
    error QuotesPaused();
    error NoQuoteSigner();
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
    error ExceedsHourlyBudget(uint256 requested, uint256 left);
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
    error MinPriceNotRaised(uint256 current, uint256 requested);
    error MinPriceTooHigh(uint256 requested, uint256 max);
    error SaleHoldsNothing(uint256 claimable);

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

    /// @notice Most tokens one buyer may buy over all their purchases; 0 = no cap.
    function maxPerBuyer() public view returns (uint256) {
        return _arg(ARG_MAX_PER_BUYER);
    }

    /// @notice Most tokens one quote may buy: a tenth of the hard cap, rounded up, so a leaked quote key
    ///         cannot take the inventory in one purchase.
    function maxPerQuote() public view returns (uint256) {
        return _arg(ARG_MAX_PER_QUOTE);
    }

    /// @notice Most tokens quotes may buy in any 60 minutes (see {BUDGET_SLOT}).
    function hourlyBudget() public view returns (uint256) {
        return _arg(ARG_HOURLY_BUDGET);
    }

    /// @notice The budget is counted in steps of this many base units so that it fits 32 bits: 1 for any budget
    ///         under 2^32, else the smallest power of ten that does (10^12 for 600 tokens of 18 decimals). A
    ///         purchase counts as whole steps, rounded up.
    function budgetUnit() public view returns (uint256) {
        return _arg(ARG_BUDGET_UNIT);
    }

    // ---------------------------------------------------------------- reads

    /// @notice Lowest price per whole token any quote may carry now, in base units of the payment currency.
    function minPricePerToken() public view returns (uint256) {
        uint256 raised = _raisedMinPrice;
        return raised == 0 ? _arg(ARG_MIN_PRICE) : raised;
    }

    /// @notice Ended once the hard cap is sold, the end time has passed, or the owner ended it early.
    function hasEnded() public view returns (bool) {
        return _hasEnded(endTime(), hardCap());
    }

    function saleInfo() external view returns (SaleInfo memory) {
        (uint256 budgetLeft,,) = hourlyBudgetLeft();
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
            maxPerQuote: maxPerQuote(),
            hourlyBudget: hourlyBudget(),
            hourlyBudgetLeft: budgetLeft
        });
    }

    /// @notice What quotes may buy now without exceeding the hourly budget, and when more becomes available.
    /// @return left tokens a purchase may buy now: the budget minus recent purchases, in whole {budgetUnit} steps
    /// @return nextRefillAt when the oldest purchase still counted stops counting (0 if none is counted)
    /// @return nextRefillAmount what becomes available then
    function hourlyBudgetLeft() public view returns (uint256 left, uint256 nextRefillAt, uint256 nextRefillAmount) {
        uint256 unit = budgetUnit();
        uint256 capacity = hourlyBudget() / unit;
        uint256 slot = (block.timestamp - startTime()) / BUDGET_SLOT;
        (uint256 lanes, uint256 used) = _budgetWindow(slot);
        left = (capacity - used) * unit;
        for (uint256 age = BUDGET_SLOTS; age > 0; --age) {
            uint256 count = (lanes >> (32 * (age - 1))) & MASK_32;
            if (count != 0) {
                nextRefillAt = startTime() + (slot + BUDGET_SLOTS + 1 - age) * BUDGET_SLOT;
                nextRefillAmount = count * unit;
                break;
            }
        }
    }

    /// @return amount bought in total, claimed so far, claimable now
    function getBuyerInfo(address buyer) external view returns (uint256 amount, uint256 claimed, uint256 claimable_) {
        return _position(buyer);
    }

    /// @notice Tokens vested so far: each purchase vests linearly over `vestingDuration` from its own time.
    function vestedAmount(address buyer) external view returns (uint256) {
        (, uint256 claimed, uint256 claimable_) = _position(buyer);
        return claimed + claimable_;
    }

    function claimable(address buyer) external view returns (uint256 claimable_) {
        (,, claimable_) = _position(buyer);
    }

    function purchaseCount(address buyer) external view returns (uint256) {
        return _buyers[buyer] >> COUNT_SHIFT;
    }

    /// @notice The part of `buyer`'s claims included in {claimsRecorded}.
    function recordedClaims(address buyer) external view returns (uint256) {
        return _purchases[buyer][0] >> RECORDED_SHIFT;
    }

    /// @notice The owner's unsold part not yet paid: hard cap − sold − paid (until the end, hard cap − sold).
    function unsoldTokens() public view returns (uint256) {
        return hardCap() - soldTokens - unsoldPaid;
    }

    /// @notice What {withdrawUnsoldTokens} pays now: the owner's share of everything the sale has had to hand
    ///         out ((held + claims recorded + paid to the owner) × unsold / hard cap, at most the unsold part),
    ///         minus what was paid. In full whenever the sale holds everything it owes and every claim is recorded.
    function unsoldWithdrawable() public view returns (uint256) {
        uint256 cap = hardCap();
        uint256 paid = unsoldPaid;
        uint256 entitled = cap - soldTokens;
        if (paid >= entitled) return 0;
        uint256 held = IERC20(token()).balanceOf(address(this));
        uint256 handedOut = held + claimsRecorded + paid;
        uint256 share = handedOut >= cap ? entitled : Math.mulDiv(entitled, handedOut, cap);
        if (share <= paid) return 0;
        return Math.min(share - paid, held);
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

    /// @notice Pays what has vested and not been claimed; when the sale holds less, what it holds (the rest
    ///         stays claimable).
    /// @dev No re-entrancy lock: every write comes before the token is called, a failed transfer rolls back
    ///      whatever it called, and nothing is written after the last transfer.
    function claim() external onlyClone {
        _claim(msg.sender);
    }

    function claimFor(address buyer) external onlyClone onlyFactory {
        _claim(buyer);
    }

    /// @notice Records what `buyers` have claimed in {claimsRecorded}, so a shortfall share of the owner's unsold
    ///         part counts them. Anyone may call it: it moves no tokens.
    function syncClaims(address[] calldata buyers) external onlyClone nonReentrant {
        uint256 duration = vestingDuration();
        for (uint256 i = 0; i < buyers.length; ++i) {
            uint256 word = _buyers[buyers[i]];
            uint256 count = word >> COUNT_SHIFT;
            if (count == 0) continue;
            (, uint256 weighted) = _reach(buyers[i], count, 0, duration);
            _record(buyers[i], (((word >> KEY_SHIFT) & MASK_133) - weighted) / duration);
        }
        emit ClaimsRecorded(claimsRecorded);
    }

    // ---------------------------------------------------------------- owner writes

    /// @notice Raises the lowest price a quote may carry, while the sale is live; it can never be lowered.
    function raiseMinPrice(uint256 newMinPrice) external onlyClone onlyOwnerOf(msg.sender) {
        if (hasEnded()) revert SaleEnded();
        uint256 current = minPricePerToken();
        if (newMinPrice <= current) revert MinPriceNotRaised(current, newMinPrice);
        if (newMinPrice > MAX_MIN_PRICE) revert MinPriceTooHigh(newMinPrice, MAX_MIN_PRICE);
        _raisedMinPrice = uint96(newMinPrice);
        emit MinPriceRaised(current, newMinPrice);
    }

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

    /// @notice Sends the owner's unsold part ({unsoldWithdrawable}) to `recipient`, after the end: all of it
    ///         unless the sale holds less than it owes, then the owner's pro-rata share, the rest later if the
    ///         balance or the recorded claims allow.
    function withdrawUnsoldTokens(address recipient) external onlyClone nonReentrant onlyOwnerOf(msg.sender) {
        if (!hasEnded()) revert SaleNotEnded();
        (uint256 amount, uint256 remaining) = _sendUnsold(recipient);
        emit UnsoldTokensWithdrawn(recipient, amount, remaining);
    }

    function endEarly() external onlyClone onlyOwnerOf(msg.sender) {
        if (hasEnded()) revert SaleEnded();
        endedEarly = true;
        emit SaleEndedEarly(msg.sender);
    }

    /// @notice Ends the sale at once (if still live) and pays the unsold part like {withdrawUnsoldTokens}.
    ///         Buyers keep what they bought; proceeds still go through {withdrawProceeds}.
    function emergencyWithdraw(address recipient) external onlyClone nonReentrant onlyOwnerOf(msg.sender) {
        if (!hasEnded()) {
            endedEarly = true;
            emit SaleEndedEarly(msg.sender);
        }
        (uint256 amount, uint256 remaining) = _sendUnsold(recipient);
        emit EmergencyWithdrawn(recipient, amount, remaining);
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

    /// @dev Every setting at once: the clone's arguments are abi.encode(SaleConfig), which is exactly the struct's
    ///      memory layout, so one copy fills it (cheaper than a read per field on the paths that use several).
    function _config() private view returns (SaleConfig memory cfg) {
        assembly ("memory-safe") {
            extcodecopy(address(), cfg, CLONE_ARGS_OFFSET, CLONE_ARGS_SIZE)
        }
    }

    function _hasEnded(uint256 end, uint256 cap) private view returns (bool) {
        return endedEarly || block.timestamp >= end || soldTokens >= cap;
    }

    function _buy(address buyer, Quote calldata quote, bytes calldata signature) private {
        SaleConfig memory cfg = _config();
        _checkQuote(buyer, quote, signature, cfg);
        uint256 amount = quote.tokenAmount;
        _book(buyer, amount, quote.paymentAmount, cfg);
        // Effects before any transfer: the nonce can never be replayed by a re-entrant call.
        usedNonces[quote.nonce] = true;
        emit Purchased(buyer, amount, quote.paymentAmount, quote.pricePerToken, quote.nonce, soldTokens);

        address payment = cfg.paymentToken;
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

    /// @dev Everything a quote itself must satisfy: the platform allows buying, the quote is for this buyer and
    ///      sale, unused, priced at or above the minimum, its payment matches, and the signer in force signed it.
    function _checkQuote(address buyer, Quote calldata quote, bytes calldata signature, SaleConfig memory cfg)
        private
        view
    {
        if (_hasEnded(cfg.endTime, cfg.hardCap)) revert SaleEnded();
        (address signer, bool paused) = IBondFactoryForSale(cfg.factory).quoteAuthority();
        if (paused) revert QuotesPaused();
        if (signer == address(0)) revert NoQuoteSigner();
        if (quote.saleAddress != address(this)) revert WrongSale();
        if (quote.buyer != buyer) revert WrongBuyer();
        if (quote.currency != cfg.currency) revert WrongCurrency();
        if (quote.discountBps != cfg.discountBps) revert WrongDiscount();
        if (block.timestamp > quote.deadline) revert QuoteExpired();
        if (usedNonces[quote.nonce]) revert NonceAlreadyUsed();
        if (quote.tokenAmount == 0) revert ZeroAmount();
        uint256 minPrice = _raisedMinPrice;
        if (minPrice == 0) minPrice = cfg.minPricePerToken;
        if (quote.pricePerToken < minPrice) revert PriceBelowMinimum(quote.pricePerToken, minPrice);
        if (quote.paymentAmount != Math.mulDiv(quote.tokenAmount, quote.pricePerToken, cfg.tokenUnit, Math.Rounding.Ceil)) {
            revert PaymentMismatch();
        }
        if (ECDSA.recover(quoteDigest(quote), signature) != signer) revert InvalidSigner();
    }

    /// @dev Checks the sale's limits for `amount` and books the purchase: sold, proceeds, budget, the buyer.
    function _book(address buyer, uint256 amount, uint256 paymentAmount, SaleConfig memory cfg) private {
        if (amount > cfg.maxPerQuote) revert ExceedsQuoteCap(amount, cfg.maxPerQuote);
        uint256 sold = soldTokens;
        uint256 remaining = cfg.hardCap - sold;
        if (amount > remaining) revert ExceedsHardCap(amount, remaining);
        uint256 word = _buyers[buyer];
        uint256 bought = word & MASK_104;
        uint256 buyerCap = cfg.maxPerBuyer;
        if (buyerCap != 0 && bought + amount > buyerCap) {
            revert ExceedsBuyerCap(amount, buyerCap > bought ? buyerCap - bought : 0);
        }
        uint256 elapsed = block.timestamp - cfg.startTime;
        (uint256 budgetSlot, uint256 budgetLanes) = _budgetAfter(amount, elapsed, cfg.hourlyBudget, cfg.budgetUnit);
        uint256 count = word >> COUNT_SHIFT;
        if (count >= MAX_PURCHASES_PER_BUYER) revert TooManyPurchases();

        _budgetSlot = uint16(budgetSlot); // a sale lasts at most 365 days: < 2^16 slots
        _budgetLanes = uint128(budgetLanes);
        soldTokens = uint104(sold + amount); // ≤ hard cap < 2^104
        totalProceeds = (uint256(totalProceeds) + paymentAmount).toUint112();
        if (count == 0) {
            ++buyersCount;
            word |= (elapsed / FIRST_STEP) << FIRST_SHIFT;
        }
        _purchases[buyer][count] = amount | (elapsed << TIME_SHIFT);
        _buyers[buyer] = word + amount + ((amount * elapsed) << KEY_SHIFT) + (1 << COUNT_SHIFT);
    }

    /// @dev The budget slot and lanes after buying `amount` at `elapsed` seconds; reverts when it exceeds the budget.
    function _budgetAfter(uint256 amount, uint256 elapsed, uint256 budget, uint256 unit)
        private
        view
        returns (uint256 slot, uint256 lanes)
    {
        uint256 capacity = budget / unit; // < 2^32: the factory chose the unit so
        slot = elapsed / BUDGET_SLOT;
        uint256 used;
        (lanes, used) = _budgetWindow(slot);
        uint256 cost = Math.ceilDiv(amount, unit);
        if (used + cost > capacity) revert ExceedsHourlyBudget(amount, (capacity - used) * unit);
        lanes += cost; // the newest lane: ≤ capacity < 2^32
    }

    /// @dev The stored lanes moved on to budget slot `slot` (older slots drop out), and the units they hold.
    function _budgetWindow(uint256 slot) private view returns (uint256 lanes, uint256 used) {
        uint256 gap = slot - _budgetSlot;
        lanes = gap >= BUDGET_SLOTS ? 0 : (uint256(_budgetLanes) << (32 * gap)) & MASK_128;
        used = (lanes & MASK_32) + ((lanes >> 32) & MASK_32) + ((lanes >> 64) & MASK_32) + (lanes >> 96);
    }

    function _claim(address buyer) private {
        SaleConfig memory cfg = _config();
        uint256 word = _buyers[buyer];
        uint256 duration = cfg.vestingDuration;
        uint256 elapsed = block.timestamp - cfg.startTime;
        uint256 key = (word >> KEY_SHIFT) & MASK_133;
        uint256 amount;
        uint256 weighted;
        bool vestedOnce = elapsed >= ((word >> FIRST_SHIFT) & MASK_12) * FIRST_STEP + duration;
        if (!vestedOnce) {
            // No purchase has fully vested (the first one started at least as early as its 4-hour step).
            amount = ((word & MASK_104) * elapsed - key) / duration;
        } else {
            uint256 reach;
            (reach, weighted) = _reach(buyer, word >> COUNT_SHIFT, elapsed, duration);
            amount = (reach - key) / duration;
        }
        if (amount == 0) revert NothingToClaim();
        _buyers[buyer] = word + ((amount * duration) << KEY_SHIFT);
        if (vestedOnce) _record(buyer, (key - weighted) / duration + amount);

        IERC20 saleToken = IERC20(cfg.token);
        if (saleToken.trySafeTransfer(buyer, amount)) {
            emit Claimed(buyer, amount);
            return;
        }
        // The transfer failed: pay what the sale holds (a token that fails for another reason fails again).
        uint256 held = saleToken.balanceOf(address(this));
        if (held == 0) revert SaleHoldsNothing(amount);
        if (held >= amount) {
            saleToken.safeTransfer(buyer, amount);
            return; // not reached: safeTransfer reverts
        }
        _buyers[buyer] = word + ((held * duration) << KEY_SHIFT);
        if (vestedOnce) _record(buyer, (key - weighted) / duration + held);
        emit PaidShort(buyer, amount, held);
        emit Claimed(buyer, held);
        saleToken.safeTransfer(buyer, held);
    }

    /// @dev Σ a_i·min(t, t_i + D) and Σ a_i·t_i over `buyer`'s purchases.
    function _reach(address buyer, uint256 count, uint256 elapsed, uint256 duration)
        private
        view
        returns (uint256 reach, uint256 weighted)
    {
        mapping(uint256 => uint256) storage purchases = _purchases[buyer];
        for (uint256 i = 0; i < count; ++i) {
            uint256 p = purchases[i];
            uint256 amount = p & MASK_104;
            uint256 at = (p >> TIME_SHIFT) & MASK_32;
            uint256 end = at + duration;
            reach += amount * (elapsed < end ? elapsed : end);
            weighted += amount * at;
        }
    }

    /// @dev Sets `buyer`'s part of `claimsRecorded` to `claimed`.
    function _record(address buyer, uint256 claimed) private {
        uint256 first = _purchases[buyer][0];
        uint256 recorded = first >> RECORDED_SHIFT;
        if (claimed == recorded) return;
        _purchases[buyer][0] = (first & MASK_136) | (claimed << RECORDED_SHIFT);
        claimsRecorded = uint104(claimsRecorded + claimed - recorded); // Σ recorded ≤ sold < 2^104
    }

    /// @dev (bought, claimed, claimable) of `buyer`.
    function _position(address buyer) private view returns (uint256, uint256, uint256) {
        uint256 word = _buyers[buyer];
        uint256 count = word >> COUNT_SHIFT;
        if (count == 0) return (0, 0, 0);
        uint256 duration = vestingDuration();
        (uint256 reach, uint256 weighted) = _reach(buyer, count, block.timestamp - startTime(), duration);
        uint256 key = (word >> KEY_SHIFT) & MASK_133;
        return (word & MASK_104, (key - weighted) / duration, (reach - key) / duration);
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

    /// @dev Pays {unsoldWithdrawable}; never more than the owner's share, so buyers' tokens stay.
    function _sendUnsold(address recipient) private returns (uint256 amount, uint256 remaining) {
        if (recipient == address(0)) revert ZeroAddress();
        amount = unsoldWithdrawable();
        if (amount == 0) revert NothingToWithdraw();
        uint256 paid = unsoldPaid + amount;
        unsoldPaid = uint104(paid);
        remaining = hardCap() - soldTokens - paid;
        IERC20(token()).safeTransfer(recipient, amount);
    }
}
