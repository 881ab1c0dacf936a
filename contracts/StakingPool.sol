// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {PoolInfo, PoolConfig} from "./StakingTypes.sol";

/// @title A fixed-APR staking pool whose reward token is its staking token (an EIP-1167 clone).
/// @notice A staker earns amount × aprBps × elapsed / (10000 × 365 days) until `endTime`, but only as far as
///         the reward reserve covers it: as time passes the reserve is allocated to stakers (a reward-per-token
///         accumulator, as in Synthetix StakingRewards), and when the unallocated reserve is used up accrual stops
///         for everyone at once. A reward once allocated is reserved for its staker and always payable, so no
///         claim order decides who is paid, and no owner action can take it back:
///         - an APR change takes effect only `APR_CHANGE_NOTICE` after it is announced;
///         - the owner's timelocked emergency withdrawal (through the factory) reaches only unallocated reserve;
///         - tokens sent straight to the pool are never reserve; `sweep` returns only that excess.
///         Funding an exhausted reserve resumes accrual from that moment, never retroactively.
///
///         The owner's emergency withdrawal (timelocked in the factory) closes the pool for good: it ends at that
///         moment (`endTime` reads the closing time, `active` false), refuses new stakes and funding, and everyone
///         can still claim what they earned and unstake.
///
///         A token whose balances change on their own (rebasing down, taxed transfers) can leave the pool holding
///         less than it owes (principal + reserve). Then every payment out of it, to a staker or to the owner, pays
///         the same share of what it settles: balance / owed. The part not paid is written off (event `PaidShort`),
///         so whoever leaves first takes no more than whoever leaves last. New stakes are refused while it lasts.
contract StakingPool is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev Denominator of the reward formula: basis points × seconds per year.
    uint256 public constant APR_DENOMINATOR = 10_000 * 365 days;
    uint256 public constant MAX_APR_BPS = 1_000_000; // 10 000 %
    /// @notice Time between announcing an APR change and the new rate applying.
    uint256 public constant APR_CHANGE_NOTICE = 1 days;
    /// @notice Bound of the total stake, so it packs into the accrual slot.
    uint256 public constant MAX_TOTAL_STAKED = type(uint120).max;

    uint8 private constant APR_CHANGE_PENDING = 1;
    uint8 private constant INACTIVE = 2;
    uint8 private constant CLOSED = 4;
    /// @notice Bound of the reward reserve (unallocated + owed), so it packs with the allocation remainder.
    uint256 public constant MAX_RESERVE = type(uint104).max;

    /// @dev The state every staker operation reads and writes, in one slot. `acc` is Σ aprBps × seconds of
    ///      covered accrual (plus 1): a staker's reward is amount × Δacc / APR_DENOMINATOR. It starts at 1 so the
    ///      slot and stakers' snapshots are never zero, keeping each write's gas independent of time and reserve.
    ///      Bounds: acc ≤ 1 + MAX_APR_BPS × 10 years < 2^49; lastUpdate is a timestamp; aprBps ≤ 1e6 < 2^24.
    struct Accrual {
        uint64 acc;
        uint40 lastUpdate;
        uint24 aprBps;
        uint8 flags;
        uint120 totalStaked;
    }

    /// @dev The reward reserve: `unallocated` is still free for future accrual (and for the owner's emergency
    ///      withdrawal); `owed` is allocated to stakers and unpaid. Allocation is rounded down and its fraction
    ///      (`remainder`, in 1/APR_DENOMINATOR units, < APR_DENOMINATOR < 2^39) carried to the next one, so the
    ///      total allocated is ⌊Σ staked·Δacc / APR_DENOMINATOR⌋ exactly: never less than Σ stakers' shares (each
    ///      rounded down), and more only by those shares' roundings, under one base unit per staker action.
    struct Reserve {
        uint104 unallocated;
        uint104 owed;
        uint48 remainder;
    }

    /// @dev Two slots; the second starts non-zero with the first stake (the snapshot is ≥ 1). Unpaid rewards are
    ///      earned + amount × (acc − accSnapshot) / APR_DENOMINATOR − claimed, so a claim writes only the second
    ///      slot. `earned` and `claimed` are running totals, each ≤ everything ever allocated to the staker.
    struct Staker {
        uint128 amount;
        uint128 earned; // running total earned, as of accSnapshot
        uint64 accSnapshot;
        uint64 lastClaimTs;
        uint128 claimed; // running total paid
    }

    /// @dev Also holds when the pool was closed (0 = open): read only by views.
    struct AprChange {
        uint24 aprBps;
        uint40 effectiveAt;
        uint40 closedAt;
    }

    /// @notice The factory that deployed the implementation, and so every clone of it.
    address public immutable factory;

    Accrual private _accrual;
    Reserve private _reserve;
    /// @dev Everything ever funded minus emergency withdrawals: totalClaimed = fundedNet − unallocated − owed (rewards
    ///      settled with stakers: paid, or written off when the pool was short).
    uint256 private _fundedNet;
    AprChange private _aprChange;
    mapping(address => Staker) private _stakers;

    event Staked(address indexed user, uint256 amount);
    /// @dev `amount` is the whole principal and `rewards` every earned reward the unstake settled; `paid` what was
    ///      sent (their sum unless the pool was short). One event whatever was paid, so its cost does not depend on
    ///      the reserve either.
    event Unstaked(address indexed user, uint256 amount, uint256 rewards, uint256 paid);
    event RewardsClaimed(address indexed user, uint256 amount);
    /// @dev A payment settled `owed` but paid `paid` because the pool was short; the rest is written off.
    event PaidShort(address indexed account, uint256 owed, uint256 paid);
    event RewardsFunded(address indexed from, uint256 amount);
    event ActiveUpdated(bool active);
    event AprChangeScheduled(uint256 currentAprBps, uint256 newAprBps, uint256 effectiveAt);
    /// @dev The emergency withdrawal: what was paid of the unallocated reserve; the pool is closed from then on.
    event ReserveWithdrawn(address indexed recipient, uint256 amount);
    event ExcessSwept(address indexed token, address indexed recipient, uint256 amount);

    error NotFactory();
    error NotPoolOwner();
    error AlreadyInitialized();
    error ZeroAmount();
    error ZeroAddress();
    error PoolInactive();
    error PoolEnded();
    error PoolClosed();
    error PoolShort(uint256 held, uint256 owed);
    error NothingStaked();
    error NothingToClaim();
    error NothingToWithdraw();
    error InvalidApr();
    error AmountTooLarge();
    error FeeOnTransferNotSupported();

    constructor() {
        factory = msg.sender;
        // The implementation itself is never a pool: mark it initialised and inactive.
        _accrual = Accrual({acc: 1, lastUpdate: uint40(block.timestamp), aprBps: 0, flags: INACTIVE, totalStaked: 0});
    }

    modifier onlyFactory() {
        if (msg.sender != factory) revert NotFactory();
        _;
    }

    /// @dev Called once by the factory right after cloning, before the initial reward is transferred in (the
    ///      factory checks that exactly that amount arrived).
    function initialize(uint256 aprBps_, uint256 initialReward) external onlyFactory {
        if (_accrual.acc != 0) revert AlreadyInitialized();
        if (aprBps_ > MAX_APR_BPS) revert InvalidApr();
        _accrual = Accrual({acc: 1, lastUpdate: uint40(block.timestamp), aprBps: uint24(aprBps_), flags: 0, totalStaked: 0});
        if (initialReward > 0) {
            if (initialReward > MAX_RESERVE) revert AmountTooLarge();
            _reserve.unallocated = uint104(initialReward);
            _fundedNet = initialReward;
            emit RewardsFunded(_config().owner, initialReward);
        }
    }

    // ---------------------------------------------------------------- reads

    function owner() public view returns (address) {
        return _config().owner;
    }

    function stakingToken() public view returns (address) {
        return _config().stakingToken;
    }

    function rewardToken() external view returns (address) {
        return _config().stakingToken;
    }

    function poolId() external view returns (uint256) {
        return _config().poolId;
    }

    function createdAt() external view returns (uint256) {
        return _config().createdAt;
    }

    /// @notice When the pool ends: its configured end, or the moment it was closed if that came first.
    function endTime() public view returns (uint256) {
        uint256 closed = _aprChange.closedAt;
        uint256 end = _config().endTime;
        return closed != 0 && closed < end ? closed : end;
    }

    function duration() external view returns (uint256) {
        return endTime() - _config().createdAt;
    }

    /// @notice When the owner's emergency withdrawal closed the pool; 0 while open.
    function closedAt() external view returns (uint256) {
        return _aprChange.closedAt;
    }

    /// @notice The APR in force now (a scheduled change counts once its time has come).
    function aprBps() external view returns (uint256) {
        (Accrual memory a,) = _accrued(_config().endTime);
        return a.aprBps;
    }

    /// @notice The announced APR change not yet in force: (new APR, time it applies); effectiveAt 0 = none.
    function pendingAprChange() external view returns (uint256 newAprBps, uint256 effectiveAt) {
        if (_accrual.flags & APR_CHANGE_PENDING == 0) return (0, 0);
        AprChange memory change = _aprChange;
        if (change.effectiveAt <= block.timestamp) return (0, 0);
        return (change.aprBps, change.effectiveAt);
    }

    /// @notice False once the owner deactivated or closed the pool.
    function active() external view returns (bool) {
        return _accrual.flags & (INACTIVE | CLOSED) == 0;
    }

    function totalStaked() external view returns (uint256) {
        return _accrual.totalStaked;
    }

    function totalClaimed() public view returns (uint256) {
        Reserve memory r = _reserve;
        return _fundedNet - r.unallocated - r.owed;
    }

    /// @notice Reward tokens held for stakers: earned and unpaid (reserved) plus not yet allocated.
    function rewardReserve() public view returns (uint256) {
        Reserve memory r = _reserve;
        return uint256(r.unallocated) + r.owed;
    }

    /// @notice Reserve not yet earned by anyone: what future accrual can draw on, and the most an emergency
    ///         withdrawal can take.
    function unallocatedReserve() external view returns (uint256) {
        (, Reserve memory r) = _accrued(_config().endTime);
        return r.unallocated;
    }

    function getPoolStats()
        external
        view
        returns (
            uint256 totalStaked_,
            uint256 totalClaimed_,
            uint256 rewardReserve_,
            uint256 aprBps_,
            uint256 endTime_,
            bool active_
        )
    {
        (Accrual memory a,) = _accrued(_config().endTime);
        return (a.totalStaked, totalClaimed(), rewardReserve(), a.aprBps, endTime(), a.flags & (INACTIVE | CLOSED) == 0);
    }

    function poolInfo() external view returns (PoolInfo memory) {
        PoolConfig memory cfg = _config();
        (Accrual memory a,) = _accrued(cfg.endTime);
        uint256 end = endTime();
        return PoolInfo({
            poolId: cfg.poolId,
            poolAddress: address(this),
            owner: cfg.owner,
            stakingToken: cfg.stakingToken,
            rewardToken: cfg.stakingToken,
            aprBps: a.aprBps,
            createdAt: cfg.createdAt,
            duration: end - cfg.createdAt,
            endTime: end,
            active: a.flags & (INACTIVE | CLOSED) == 0,
            totalStaked: a.totalStaked,
            totalClaimed: totalClaimed()
        });
    }

    /// @return amount staked principal
    /// @return claimable what a claim pays now: every earned reward is reserved, so it equals `rewards`
    /// @return claimed rewards paid so far
    /// @return lastClaimTs time of the last reward payment (0 if none)
    /// @return rewards earned and unpaid
    function getUserStake(address user)
        external
        view
        returns (uint256 amount, uint256 claimable, uint256 claimed, uint256 lastClaimTs, uint256 rewards)
    {
        (Staker memory s, uint256 acc) = _stakerNow(user);
        rewards = _unpaid(s, acc);
        return (s.amount, rewards, s.claimed, s.lastClaimTs, rewards);
    }

    /// @notice True while the user has principal or unpaid rewards here.
    function hasPosition(address user) external view returns (bool) {
        (Staker memory s, uint256 acc) = _stakerNow(user);
        return s.amount > 0 || _unpaid(s, acc) > 0;
    }

    // ---------------------------------------------------------------- staker writes

    function stake(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        PoolConfig memory cfg = _config();
        if (block.timestamp >= cfg.endTime) revert PoolEnded();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        if (a.flags & CLOSED != 0) revert PoolClosed();
        if (a.flags & INACTIVE != 0) revert PoolInactive();
        uint256 owed = _owed(a, r);
        uint256 newTotal = uint256(a.totalStaked) + amount;
        if (newTotal > MAX_TOTAL_STAKED) revert AmountTooLarge();
        Staker memory s = _stakers[msg.sender];
        _settle(s, a.acc);
        s.amount += uint128(amount); // ≤ newTotal ≤ 2^120
        a.totalStaked = uint120(newTotal);
        _store(a, r);
        _stakers[msg.sender] = s;
        // A new stake in a short pool would lose part of itself to the shortfall at once: refuse it.
        _pullExactly(cfg.stakingToken, amount, owed);
        emit Staked(msg.sender, amount);
    }

    /// @notice Pays back the whole principal with every reward earned. The same slots and one event whatever the
    ///         reserve holds; funding between a wallet's estimate and the transaction only turns two unchanged
    ///         slot writes into changing ones (≈ 5.6k gas, far inside a wallet's 25 % margin).
    function unstake() external nonReentrant {
        PoolConfig memory cfg = _config();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        Staker memory s = _stakers[msg.sender];
        uint256 principal = s.amount;
        if (principal == 0) revert NothingStaked();
        uint256 owed = _owed(a, r);
        _settle(s, a.acc);
        a.totalStaked -= uint120(principal);
        s.amount = 0;
        uint256 rewards = _pay(s, r, a.acc);
        _store(a, r);
        _stakers[msg.sender] = s;
        uint256 paid = _payOut(cfg.stakingToken, principal + rewards, owed);
        emit Unstaked(msg.sender, principal, rewards, paid);
    }

    /// @notice Pays every reward earned so far. The stake is unchanged, so only the staker's second slot is written.
    /// @dev No re-entrancy lock: every write comes before the token is called (balanceOf is a static call), and the
    ///      transfer is the last thing it does.
    function claim() external {
        PoolConfig memory cfg = _config();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        Staker storage stored = _stakers[msg.sender];
        Staker memory s = stored;
        uint256 owed = _owed(a, r);
        uint256 rewards = _pay(s, r, a.acc);
        if (rewards == 0) revert NothingToClaim();
        _store(a, r);
        stored.lastClaimTs = s.lastClaimTs;
        stored.claimed = s.claimed;
        uint256 paid = _payOut(cfg.stakingToken, rewards, owed);
        emit RewardsClaimed(msg.sender, paid);
    }

    // ---------------------------------------------------------------- pool owner writes

    /// @notice Adds to the unallocated reserve. Accrual up to now is settled first against the old reserve, so
    ///         funding an exhausted pool resumes accrual from now on and pays nothing for the dry spell.
    function fundRewards(uint256 amount) external nonReentrant {
        PoolConfig memory cfg = _onlyOwner();
        if (amount == 0) revert ZeroAmount();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        if (a.flags & CLOSED != 0) revert PoolClosed();
        uint256 unallocated = uint256(r.unallocated) + amount;
        if (unallocated + r.owed > MAX_RESERVE) revert AmountTooLarge();
        r.unallocated = uint104(unallocated);
        _fundedNet += amount;
        _store(a, r);
        _pullExactly(cfg.stakingToken, amount, 0);
        emit RewardsFunded(msg.sender, amount);
    }

    /// @notice An inactive pool takes no new stakes; accrual goes on and exits stay open. A closed pool stays closed.
    function setActive(bool active_) external {
        _onlyOwner();
        Accrual storage a = _accrual;
        if (a.flags & CLOSED != 0) revert PoolClosed();
        a.flags = active_ ? a.flags & ~INACTIVE : a.flags | INACTIVE;
        emit ActiveUpdated(active_);
    }

    /// @notice Announces a new APR, in force `APR_CHANGE_NOTICE` from now (replacing any change not yet in force).
    ///         Stakers see it coming, so the owner cannot raise the rate and drain the reserve before they can react.
    function setAPR(uint256 newAprBps) external {
        PoolConfig memory cfg = _onlyOwner();
        if (newAprBps > MAX_APR_BPS) revert InvalidApr();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        if (a.flags & CLOSED != 0) revert PoolClosed();
        uint256 effectiveAt = block.timestamp + APR_CHANGE_NOTICE;
        _aprChange = AprChange({aprBps: uint24(newAprBps), effectiveAt: uint40(effectiveAt), closedAt: 0});
        a.flags |= APR_CHANGE_PENDING;
        _store(a, r);
        emit AprChangeScheduled(a.aprBps, newAprBps, effectiveAt);
    }

    /// @notice Sends tokens nobody is owed: for the staking token, only the balance above principal + reserve
    ///         (tokens sent straight here); any other token in full.
    function sweep(address token, address recipient) external nonReentrant returns (uint256 amount) {
        PoolConfig memory cfg = _onlyOwner();
        if (recipient == address(0)) revert ZeroAddress();
        amount = IERC20(token).balanceOf(address(this));
        if (token == cfg.stakingToken) {
            uint256 accounted = _owed(_accrual, _reserve);
            amount = amount > accounted ? amount - accounted : 0;
        }
        if (amount == 0) revert NothingToWithdraw();
        emit ExcessSwept(token, recipient, amount);
        IERC20(token).safeTransfer(recipient, amount);
    }

    // ---------------------------------------------------------------- factory-only

    /// @dev Timelocked by the factory. Takes only the unallocated reserve (never principal, never earned rewards;
    ///      its share of it when the pool is short) and closes the pool.
    function withdrawUnallocatedReserve(address recipient) external onlyFactory nonReentrant returns (uint256 paid) {
        PoolConfig memory cfg = _config();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        uint256 amount = r.unallocated;
        if (amount == 0) revert NothingToWithdraw();
        uint256 owed = _owed(a, r);
        r.unallocated = 0;
        _fundedNet -= amount;
        a.flags |= CLOSED;
        _store(a, r);
        _aprChange.closedAt = uint40(block.timestamp);
        paid = _payOutTo(recipient, cfg.stakingToken, amount, owed);
        emit ReserveWithdrawn(recipient, paid);
    }

    // ---------------------------------------------------------------- internals

    /// @dev The clone's code is the 45-byte EIP-1167 proxy followed by abi.encode(PoolConfig) (see the factory),
    ///      which is exactly the struct's memory layout: copy it straight in (Clones.fetchCloneArgs + abi.decode
    ///      would do the same for more gas on every call).
    function _config() private view returns (PoolConfig memory cfg) {
        assembly ("memory-safe") {
            extcodecopy(address(), cfg, 0x2d, 0xa0)
        }
    }

    function _onlyOwner() private view returns (PoolConfig memory cfg) {
        cfg = _config();
        if (msg.sender != cfg.owner) revert NotPoolOwner();
    }

    /// @dev Accrual and reserve as of now (not stored): an APR change whose time has come is applied at its
    ///      effective time, so the two rates split the elapsed time exactly.
    function _accrued(uint256 end) private view returns (Accrual memory a, Reserve memory r) {
        a = _accrual;
        r = _reserve;
        if (a.flags & APR_CHANGE_PENDING != 0) {
            AprChange memory change = _aprChange;
            if (change.effectiveAt <= block.timestamp) {
                _accrueUntil(a, r, Math.min(change.effectiveAt, end));
                a.aprBps = change.aprBps;
                a.flags &= ~APR_CHANGE_PENDING;
            }
        }
        _accrueUntil(a, r, Math.min(block.timestamp, end));
    }

    /// @dev Allocates reserve for the time since the last update, at most the unallocated reserve: if the APR
    ///      would need more, accrual runs only as long as the reserve lasts, and the rest of the time is lost for
    ///      everyone alike.
    function _accrueUntil(Accrual memory a, Reserve memory r, uint256 t) private pure {
        if (t <= a.lastUpdate) return;
        uint256 elapsed = t - a.lastUpdate;
        a.lastUpdate = uint40(t);
        uint256 staked = a.totalStaked;
        if (staked == 0 || a.aprBps == 0 || r.unallocated == 0) return;
        uint256 accDelta = a.aprBps * elapsed;
        uint256 scaled = staked * accDelta + r.remainder;
        uint256 allocation = scaled / APR_DENOMINATOR;
        if (allocation > r.unallocated) {
            // Accrue only as far as the reserve lasts: staked·accDelta ≤ unallocated·DENOMINATOR, and with the
            // remainder (< DENOMINATOR) the allocation stays ≤ unallocated.
            accDelta = (uint256(r.unallocated) * APR_DENOMINATOR) / staked;
            scaled = staked * accDelta + r.remainder;
            allocation = scaled / APR_DENOMINATOR;
        }
        a.acc += uint64(accDelta);
        r.remainder = uint48(scaled - allocation * APR_DENOMINATOR);
        r.unallocated -= uint104(allocation);
        r.owed += uint104(allocation); // unallocated + owed is unchanged, so it stays ≤ MAX_RESERVE
    }

    function _stakerNow(address user) private view returns (Staker memory s, uint256 acc) {
        (Accrual memory a,) = _accrued(_config().endTime);
        return (_stakers[user], a.acc);
    }

    /// @dev Books the rewards earned since the snapshot, before the stake changes. ≤ owed, so it fits.
    function _settle(Staker memory s, uint256 acc) private pure {
        s.earned += uint128((uint256(s.amount) * (acc - s.accSnapshot)) / APR_DENOMINATOR);
        s.accSnapshot = uint64(acc);
    }

    /// @dev Earned and unpaid as of `acc` (claims after the snapshot may have paid part of the running reward).
    function _unpaid(Staker memory s, uint256 acc) private pure returns (uint256) {
        return s.earned + (uint256(s.amount) * (acc - s.accSnapshot)) / APR_DENOMINATOR - s.claimed;
    }

    /// @dev Settles everything unpaid out of `owed`: Σ stakers' shares (rounded down) never exceeds it.
    function _pay(Staker memory s, Reserve memory r, uint256 acc) private view returns (uint256 paid) {
        paid = _unpaid(s, acc);
        if (paid == 0) return 0;
        s.claimed += uint128(paid);
        s.lastClaimTs = uint64(block.timestamp);
        r.owed -= uint104(paid);
    }

    /// @dev What the pool owes as of `a` and `r`: principal and the whole reserve.
    function _owed(Accrual memory a, Reserve memory r) private pure returns (uint256) {
        return uint256(a.totalStaked) + r.unallocated + r.owed;
    }

    function _payOut(address token, uint256 amount, uint256 owedBefore) private returns (uint256) {
        return _payOutTo(msg.sender, token, amount, owedBefore);
    }

    /// @dev Sends the settled `amount` to `to`, or its share balance / owed when the pool holds less than the
    ///      `owedBefore` it owed before the settlement; the rest is written off.
    function _payOutTo(address to, address token, uint256 amount, uint256 owedBefore) private returns (uint256 sent) {
        IERC20 tokenContract = IERC20(token);
        uint256 held = tokenContract.balanceOf(address(this));
        sent = amount;
        if (held < owedBefore) {
            sent = Math.mulDiv(amount, held, owedBefore);
            emit PaidShort(to, amount, sent);
        }
        if (sent > 0) tokenContract.safeTransfer(to, sent);
    }

    function _store(Accrual memory a, Reserve memory r) private {
        _accrual = a;
        _reserve = r;
    }

    /// @dev Pulls `amount` from the caller and refuses tokens that deliver less (fee on transfer), and a pool holding
    ///      less than `owed` (0: no check).
    function _pullExactly(address token, uint256 amount, uint256 owed) private {
        IERC20 tokenContract = IERC20(token);
        uint256 before = tokenContract.balanceOf(address(this));
        if (before < owed) revert PoolShort(before, owed);
        tokenContract.safeTransferFrom(msg.sender, address(this), amount);
        if (tokenContract.balanceOf(address(this)) - before != amount) revert FeeOnTransferNotSupported();
    }
}
