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
    ///      withdrawal); `owed` is allocated to stakers and unpaid, an upper bound of Σ stakers' rewards (each
    ///      allocation is rounded up, each staker's share down).
    struct Reserve {
        uint128 unallocated;
        uint128 owed;
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

    struct AprChange {
        uint24 aprBps;
        uint40 effectiveAt;
    }

    /// @notice The factory that deployed the implementation, and so every clone of it.
    address public immutable factory;

    Accrual private _accrual;
    Reserve private _reserve;
    /// @dev Everything ever funded minus emergency withdrawals: totalClaimed = fundedNet − unallocated − owed.
    uint256 private _fundedNet;
    AprChange private _aprChange;
    mapping(address => Staker) private _stakers;

    event Staked(address indexed user, uint256 amount);
    /// @dev One event whatever was paid, so its cost does not depend on the reserve either.
    event Unstaked(address indexed user, uint256 amount, uint256 rewards);
    event RewardsClaimed(address indexed user, uint256 amount);
    event RewardsFunded(address indexed from, uint256 amount);
    event ActiveUpdated(bool active);
    event AprChangeScheduled(uint256 currentAprBps, uint256 newAprBps, uint256 effectiveAt);
    event ReserveWithdrawn(address indexed recipient, uint256 amount);
    event ExcessSwept(address indexed token, address indexed recipient, uint256 amount);

    error NotFactory();
    error NotPoolOwner();
    error AlreadyInitialized();
    error ZeroAmount();
    error ZeroAddress();
    error PoolInactive();
    error PoolEnded();
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
            if (initialReward > type(uint128).max) revert AmountTooLarge();
            _reserve.unallocated = uint128(initialReward);
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

    function endTime() external view returns (uint256) {
        return _config().endTime;
    }

    function duration() external view returns (uint256) {
        PoolConfig memory cfg = _config();
        return cfg.endTime - cfg.createdAt;
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

    function active() external view returns (bool) {
        return _accrual.flags & INACTIVE == 0;
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
        uint256 end = _config().endTime;
        (Accrual memory a,) = _accrued(end);
        return (a.totalStaked, totalClaimed(), rewardReserve(), a.aprBps, end, a.flags & INACTIVE == 0);
    }

    function poolInfo() external view returns (PoolInfo memory) {
        PoolConfig memory cfg = _config();
        (Accrual memory a,) = _accrued(cfg.endTime);
        return PoolInfo({
            poolId: cfg.poolId,
            poolAddress: address(this),
            owner: cfg.owner,
            stakingToken: cfg.stakingToken,
            rewardToken: cfg.stakingToken,
            aprBps: a.aprBps,
            createdAt: cfg.createdAt,
            duration: cfg.endTime - cfg.createdAt,
            endTime: cfg.endTime,
            active: a.flags & INACTIVE == 0,
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
        if (a.flags & INACTIVE != 0) revert PoolInactive();
        uint256 newTotal = uint256(a.totalStaked) + amount;
        if (newTotal > MAX_TOTAL_STAKED) revert AmountTooLarge();
        Staker memory s = _stakers[msg.sender];
        _settle(s, a.acc);
        s.amount += uint128(amount); // ≤ newTotal ≤ 2^120
        a.totalStaked = uint120(newTotal);
        _store(a, r);
        _stakers[msg.sender] = s;
        _pullExactly(cfg.stakingToken, amount);
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
        _settle(s, a.acc);
        a.totalStaked -= uint120(principal);
        s.amount = 0;
        uint256 paid = _pay(s, r, a.acc);
        _store(a, r);
        _stakers[msg.sender] = s;
        emit Unstaked(msg.sender, principal, paid);
        IERC20(cfg.stakingToken).safeTransfer(msg.sender, principal + paid);
    }

    /// @notice Pays every reward earned so far. The stake is unchanged, so only the staker's second slot is written.
    function claim() external nonReentrant {
        PoolConfig memory cfg = _config();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        Staker storage stored = _stakers[msg.sender];
        Staker memory s = stored;
        uint256 paid = _pay(s, r, a.acc);
        if (paid == 0) revert NothingToClaim();
        _store(a, r);
        stored.lastClaimTs = s.lastClaimTs;
        stored.claimed = s.claimed;
        emit RewardsClaimed(msg.sender, paid);
        IERC20(cfg.stakingToken).safeTransfer(msg.sender, paid);
    }

    // ---------------------------------------------------------------- pool owner writes

    /// @notice Adds to the unallocated reserve. Accrual up to now is settled first against the old reserve, so
    ///         funding an exhausted pool resumes accrual from now on and pays nothing for the dry spell.
    function fundRewards(uint256 amount) external nonReentrant {
        PoolConfig memory cfg = _onlyOwner();
        if (amount == 0) revert ZeroAmount();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        uint256 unallocated = uint256(r.unallocated) + amount;
        if (unallocated + r.owed > type(uint128).max) revert AmountTooLarge();
        r.unallocated = uint128(unallocated);
        _fundedNet += amount;
        _store(a, r);
        _pullExactly(cfg.stakingToken, amount);
        emit RewardsFunded(msg.sender, amount);
    }

    /// @notice An inactive pool takes no new stakes; accrual goes on and exits stay open.
    function setActive(bool active_) external {
        _onlyOwner();
        Accrual storage a = _accrual;
        a.flags = active_ ? a.flags & ~INACTIVE : a.flags | INACTIVE;
        emit ActiveUpdated(active_);
    }

    /// @notice Announces a new APR, in force `APR_CHANGE_NOTICE` from now (replacing any change not yet in force).
    ///         Stakers see it coming, so the owner cannot raise the rate and drain the reserve before they can react.
    function setAPR(uint256 newAprBps) external {
        PoolConfig memory cfg = _onlyOwner();
        if (newAprBps > MAX_APR_BPS) revert InvalidApr();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        uint256 effectiveAt = block.timestamp + APR_CHANGE_NOTICE;
        _aprChange = AprChange({aprBps: uint24(newAprBps), effectiveAt: uint40(effectiveAt)});
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
            uint256 accounted = uint256(_accrual.totalStaked) + rewardReserve();
            amount = amount > accounted ? amount - accounted : 0;
        }
        if (amount == 0) revert NothingToWithdraw();
        emit ExcessSwept(token, recipient, amount);
        IERC20(token).safeTransfer(recipient, amount);
    }

    // ---------------------------------------------------------------- factory-only

    /// @dev Timelocked by the factory. Takes only the unallocated reserve: never principal, never earned rewards.
    function withdrawUnallocatedReserve(address recipient) external onlyFactory nonReentrant returns (uint256 amount) {
        PoolConfig memory cfg = _config();
        (Accrual memory a, Reserve memory r) = _accrued(cfg.endTime);
        amount = r.unallocated;
        if (amount == 0) revert NothingToWithdraw();
        r.unallocated = 0;
        _fundedNet -= amount;
        _store(a, r);
        emit ReserveWithdrawn(recipient, amount);
        IERC20(cfg.stakingToken).safeTransfer(recipient, amount);
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
        uint256 allocation = Math.ceilDiv(staked * accDelta, APR_DENOMINATOR);
        if (allocation > r.unallocated) {
            accDelta = (uint256(r.unallocated) * APR_DENOMINATOR) / staked;
            allocation = Math.ceilDiv(staked * accDelta, APR_DENOMINATOR); // ≤ unallocated
        }
        a.acc += uint64(accDelta);
        r.unallocated -= uint128(allocation);
        r.owed += uint128(allocation); // unallocated + owed is unchanged, so it stays < 2^128
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

    /// @dev Pays everything unpaid out of `owed`: Σ stakers' shares (rounded down) never exceeds it.
    function _pay(Staker memory s, Reserve memory r, uint256 acc) private view returns (uint256 paid) {
        paid = _unpaid(s, acc);
        if (paid == 0) return 0;
        s.claimed += uint128(paid);
        s.lastClaimTs = uint64(block.timestamp);
        r.owed -= uint128(paid);
    }

    function _store(Accrual memory a, Reserve memory r) private {
        _accrual = a;
        _reserve = r;
    }

    /// @dev Pulls `amount` from the caller and refuses tokens that deliver less (fee on transfer).
    function _pullExactly(address token, uint256 amount) private {
        IERC20 tokenContract = IERC20(token);
        uint256 before = tokenContract.balanceOf(address(this));
        tokenContract.safeTransferFrom(msg.sender, address(this), amount);
        if (tokenContract.balanceOf(address(this)) - before != amount) revert FeeOnTransferNotSupported();
    }
}
