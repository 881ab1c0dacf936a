// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {PoolInfo, IStakingFactoryForPool} from "./StakingTypes.sol";

/// @title A fixed-APR staking pool whose reward token is its staking token.
/// @notice reward = staked × aprBps × elapsed / (10000 × 365 days), accrued until `endTime` and paid only
///         from `rewardReserve`. Principal (`totalStaked`) and reserve are tracked apart, so a staker's
///         principal is never paid out as someone's reward. `unstake` always returns the whole principal
///         and pays as much of the owed rewards as the reserve holds; the rest stays owed and can be
///         claimed once the owner funds the reserve again.
contract StakingPool is ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @dev Denominator of the reward formula: basis points × seconds per year.
    uint256 public constant APR_DENOMINATOR = 10_000 * 365 days;
    uint256 public constant MAX_APR_BPS = 1_000_000; // 10 000 %

    struct UserInfo {
        uint256 amount;
        uint256 rewards; // owed, checkpointed at `accSnapshot`
        uint256 claimed;
        uint256 lastClaimTs;
        uint256 accSnapshot;
        bool known;
    }

    IStakingFactoryForPool public immutable factory;
    uint256 public immutable poolId;
    address public immutable owner;
    address public immutable stakingToken;
    address public immutable rewardToken;
    uint256 public immutable createdAt;
    uint256 public immutable duration;
    uint256 public immutable endTime;

    uint256 public aprBps;
    bool public active = true;
    uint256 public totalStaked;
    uint256 public totalClaimed;
    uint256 public rewardReserve;
    /// @dev Σ aprBps × seconds elapsed (until endTime), plus 1: one user's reward is amount × Δacc /
    ///      APR_DENOMINATOR. Only differences are used; the 1 keeps the slot (and users' snapshots) non-zero
    ///      from the start, so a stake costs the same gas whether or not time moved since the last update —
    ///      otherwise a zero-to-non-zero write could push a transaction past its gas estimate.
    uint256 public accAprTime = 1;
    uint256 public lastUpdate;
    /// @dev 1 + Σ totalStaked × Δacc minus paid rewards × APR_DENOMINATOR: an upper bound of all owed
    ///      rewards, scaled. Keeps emergency withdrawals away from rewards stakers have earned. Starts at the
    ///      same non-zero sentinel as `accAprTime`, for the same gas reason.
    uint256 private _owedScaled = 1;
    mapping(address => UserInfo) private _users;

    event Staked(address indexed user, uint256 amount);
    event Unstaked(address indexed user, uint256 amount);
    event RewardsClaimed(address indexed user, uint256 amount);
    event RewardsFunded(address indexed from, uint256 amount);
    event ActiveUpdated(bool active);
    event AprUpdated(uint256 previousAprBps, uint256 newAprBps);
    event ReserveWithdrawn(address indexed recipient, uint256 amount);

    error NotFactory();
    error NotPoolOwner();
    error ZeroAmount();
    error PoolInactive();
    error PoolEnded();
    error NothingStaked();
    error NothingToClaim();
    error NothingToWithdraw();
    error InvalidApr();
    error FeeOnTransferNotSupported();
    error ReserveNotFunded();

    modifier onlyFactory() {
        if (msg.sender != address(factory)) revert NotFactory();
        _;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotPoolOwner();
        _;
    }

    constructor(uint256 poolId_, address owner_, address stakingToken_, uint256 aprBps_, uint256 duration_) {
        if (aprBps_ > MAX_APR_BPS) revert InvalidApr();
        factory = IStakingFactoryForPool(msg.sender);
        poolId = poolId_;
        owner = owner_;
        stakingToken = stakingToken_;
        rewardToken = stakingToken_;
        createdAt = block.timestamp;
        duration = duration_;
        endTime = block.timestamp + duration_;
        aprBps = aprBps_;
        lastUpdate = block.timestamp;
    }

    // ---------------------------------------------------------------- reads

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
        return (totalStaked, totalClaimed, rewardReserve, aprBps, endTime, active);
    }

    function poolInfo() external view returns (PoolInfo memory) {
        return PoolInfo({
            poolId: poolId,
            poolAddress: address(this),
            owner: owner,
            stakingToken: stakingToken,
            rewardToken: rewardToken,
            aprBps: aprBps,
            createdAt: createdAt,
            duration: duration,
            endTime: endTime,
            active: active,
            totalStaked: totalStaked,
            totalClaimed: totalClaimed
        });
    }

    /// @return amount staked principal
    /// @return claimable what a claim would pay now: min(rewards, rewardReserve)
    /// @return claimed rewards paid so far
    /// @return lastClaimTs time of the last reward payment (0 if none)
    /// @return rewards everything owed now
    function getUserStake(address user)
        external
        view
        returns (uint256 amount, uint256 claimable, uint256 claimed, uint256 lastClaimTs, uint256 rewards)
    {
        UserInfo storage info = _users[user];
        rewards = _owed(info, _currentAcc());
        claimable = Math.min(rewards, rewardReserve);
        return (info.amount, claimable, info.claimed, info.lastClaimTs, rewards);
    }

    /// @notice True while the user has principal or owed rewards here.
    function hasPosition(address user) external view returns (bool) {
        UserInfo storage info = _users[user];
        return info.amount > 0 || _owed(info, _currentAcc()) > 0;
    }

    /// @notice Reserve not needed for rewards already earned: the most an emergency withdrawal can take.
    function unallocatedReserve() public view returns (uint256) {
        uint256 owedScaled = _owedScaled - 1 + totalStaked * (_currentAcc() - accAprTime);
        uint256 allocated = Math.ceilDiv(owedScaled, APR_DENOMINATOR);
        return rewardReserve > allocated ? rewardReserve - allocated : 0;
    }

    // ---------------------------------------------------------------- staker writes

    function stake(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        if (!active) revert PoolInactive();
        if (block.timestamp >= endTime) revert PoolEnded();
        UserInfo storage info = _checkpoint(msg.sender);
        bool firstStake = !info.known;
        info.known = true;

        IERC20 tokenContract = IERC20(stakingToken);
        uint256 before = tokenContract.balanceOf(address(this));
        tokenContract.safeTransferFrom(msg.sender, address(this), amount);
        if (tokenContract.balanceOf(address(this)) - before != amount) revert FeeOnTransferNotSupported();

        info.amount += amount;
        totalStaked += amount;
        if (firstStake) factory.recordStaker(poolId, msg.sender);
        emit Staked(msg.sender, amount);
    }

    /// @notice Returns the whole principal (always) plus as much of the owed rewards as the reserve holds.
    function unstake() external nonReentrant {
        UserInfo storage info = _checkpoint(msg.sender);
        uint256 principal = info.amount;
        if (principal == 0) revert NothingStaked();
        info.amount = 0;
        totalStaked -= principal;
        uint256 paid = _payRewards(info);
        emit Unstaked(msg.sender, principal);
        IERC20(stakingToken).safeTransfer(msg.sender, principal + paid);
    }

    /// @notice Pays min(owed, reserve); whatever the reserve cannot cover stays owed.
    function claim() external nonReentrant {
        UserInfo storage info = _checkpoint(msg.sender);
        uint256 paid = _payRewards(info);
        if (paid == 0) revert NothingToClaim();
        IERC20(rewardToken).safeTransfer(msg.sender, paid);
    }

    // ---------------------------------------------------------------- pool owner writes

    function fundRewards(uint256 amount) external nonReentrant onlyOwner {
        if (amount == 0) revert ZeroAmount();
        IERC20 tokenContract = IERC20(rewardToken);
        uint256 before = tokenContract.balanceOf(address(this));
        tokenContract.safeTransferFrom(msg.sender, address(this), amount);
        if (tokenContract.balanceOf(address(this)) - before != amount) revert FeeOnTransferNotSupported();
        rewardReserve += amount;
        emit RewardsFunded(msg.sender, amount);
    }

    /// @notice An inactive pool takes no new stakes; rewards keep accruing and exits stay open.
    function setActive(bool active_) external onlyOwner {
        active = active_;
        emit ActiveUpdated(active_);
    }

    /// @notice Rewards earned at the old rate are checkpointed before the new rate applies.
    function setAPR(uint256 newAprBps) external onlyOwner {
        if (newAprBps > MAX_APR_BPS) revert InvalidApr();
        _updateGlobal();
        emit AprUpdated(aprBps, newAprBps);
        aprBps = newAprBps;
    }

    // ---------------------------------------------------------------- factory-only

    /// @dev The factory has just transferred `amount` here from the creator (balance checked there).
    function addInitialReward(uint256 amount) external onlyFactory {
        if (IERC20(rewardToken).balanceOf(address(this)) < totalStaked + rewardReserve + amount) {
            revert ReserveNotFunded();
        }
        rewardReserve += amount;
        emit RewardsFunded(msg.sender, amount);
    }

    /// @dev Timelocked by the factory. Takes only reserve no staker has earned; principal is never touched.
    function withdrawUnallocatedReserve(address recipient) external onlyFactory nonReentrant returns (uint256 amount) {
        _updateGlobal();
        amount = unallocatedReserve();
        if (amount == 0) revert NothingToWithdraw();
        rewardReserve -= amount;
        emit ReserveWithdrawn(recipient, amount);
        IERC20(rewardToken).safeTransfer(recipient, amount);
    }

    // ---------------------------------------------------------------- internals

    function _currentAcc() private view returns (uint256) {
        uint256 t = Math.min(block.timestamp, endTime);
        if (t <= lastUpdate) return accAprTime;
        return accAprTime + aprBps * (t - lastUpdate);
    }

    function _owed(UserInfo storage info, uint256 acc) private view returns (uint256) {
        return info.rewards + (info.amount * (acc - info.accSnapshot)) / APR_DENOMINATOR;
    }

    function _updateGlobal() private {
        uint256 acc = _currentAcc();
        if (acc != accAprTime) {
            _owedScaled += totalStaked * (acc - accAprTime);
            accAprTime = acc;
        }
        uint256 t = Math.min(block.timestamp, endTime);
        if (t > lastUpdate) lastUpdate = t;
    }

    function _checkpoint(address user) private returns (UserInfo storage info) {
        _updateGlobal();
        info = _users[user];
        info.rewards = _owed(info, accAprTime);
        info.accSnapshot = accAprTime;
    }

    function _payRewards(UserInfo storage info) private returns (uint256 paid) {
        paid = Math.min(info.rewards, rewardReserve);
        if (paid == 0) return 0;
        info.rewards -= paid;
        info.claimed += paid;
        info.lastClaimTs = block.timestamp;
        rewardReserve -= paid;
        totalClaimed += paid;
        uint256 scaled = paid * APR_DENOMINATOR;
        _owedScaled = _owedScaled - 1 > scaled ? _owedScaled - scaled : 1;
        emit RewardsClaimed(msg.sender, paid);
    }
}
