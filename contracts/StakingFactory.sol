// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {StakingPool} from "./StakingPool.sol";
import {PoolInfo, IStakingFactoryForPool} from "./StakingTypes.sol";

/// @title Registry and creator of staking pools.
/// @notice Anyone may create a pool for a token by paying the BNB creation fee and funding the initial
///         reward reserve. A pool owner can take back the reserve nobody has earned only through a
///         timelocked emergency withdrawal (initiate, wait ≥ 2 days, execute), which stakers can see coming.
contract StakingFactory is Ownable, ReentrancyGuard, IStakingFactoryForPool {
    using SafeERC20 for IERC20;

    uint256 public constant EMERGENCY_WITHDRAW_DELAY = 2 days;
    uint256 public constant MAX_POOL_DURATION = 10 * 365 days;

    struct EmergencyRequest {
        address recipient;
        uint256 executeAfter; // 0 = none pending
    }

    uint256 public poolCreationFee;
    StakingPool[] private _pools;
    mapping(address => uint256) public poolIdOf; // 0 = not a pool of this factory
    mapping(address => uint256[]) private _ownerPoolIds;
    mapping(address => uint256[]) private _userPoolIds;
    mapping(uint256 => EmergencyRequest) public emergencyRequests;

    event PoolCreated(uint256 indexed poolId, address indexed pool, address indexed owner, address stakingToken);
    event PoolCreationFeeUpdated(uint256 previousFee, uint256 newFee);
    event FeesWithdrawn(address indexed to, uint256 amount);
    event StakerRecorded(uint256 indexed poolId, address indexed user);
    event EmergencyWithdrawInitiated(uint256 indexed poolId, address indexed recipient, uint256 executeAfter);
    event EmergencyWithdrawCancelled(uint256 indexed poolId);
    event EmergencyWithdrawExecuted(uint256 indexed poolId, address indexed recipient, uint256 amount);

    error ZeroAddress();
    error InvalidDuration();
    error IncorrectCreationFee(uint256 expected, uint256 received);
    error FeeOnTransferNotSupported();
    error UnknownPool(uint256 poolId);
    error NotPool();
    error NotPoolOwner();
    error NothingToWithdraw();
    error BNBTransferFailed();
    error EmergencyWithdrawPending();
    error NoEmergencyWithdrawPending();
    error TimelockNotElapsed(uint256 executeAfter);

    constructor(uint256 poolCreationFee_) Ownable(msg.sender) {
        poolCreationFee = poolCreationFee_;
    }

    // ---------------------------------------------------------------- reads

    function getPoolCreationFee() external view returns (uint256) {
        return poolCreationFee;
    }

    function totalPoolsCount() external view returns (uint256) {
        return _pools.length;
    }

    /// @param index 0-based; the pool's id is index + 1
    function getPoolByIndex(uint256 index) external view returns (PoolInfo memory) {
        if (index >= _pools.length) revert UnknownPool(index + 1);
        return _pools[index].poolInfo();
    }

    /// @notice Pools with index in [from, to), clamped to the count.
    function getPoolsInRange(uint256 from, uint256 to) external view returns (PoolInfo[] memory infos) {
        uint256 count = _pools.length;
        if (to > count) to = count;
        if (from >= to) return new PoolInfo[](0);
        infos = new PoolInfo[](to - from);
        for (uint256 i = from; i < to; ++i) {
            infos[i - from] = _pools[i].poolInfo();
        }
    }

    function getPoolAddress(uint256 poolId) external view returns (address) {
        return address(_pool(poolId));
    }

    /// @notice Ids of pools where `user` still has stake or owed rewards, ended pools included.
    function getUserActivePools(address user) external view returns (uint256[] memory ids) {
        uint256[] storage all = _userPoolIds[user];
        uint256[] memory found = new uint256[](all.length);
        uint256 n;
        for (uint256 i = 0; i < all.length; ++i) {
            if (_pools[all[i] - 1].hasPosition(user)) found[n++] = all[i];
        }
        ids = new uint256[](n);
        for (uint256 i = 0; i < n; ++i) {
            ids[i] = found[i];
        }
    }

    function getOwnerPoolIds(address owner_) external view returns (uint256[] memory) {
        return _ownerPoolIds[owner_];
    }

    // ---------------------------------------------------------------- creation

    /// @notice Creates a pool; `initialRewardAmount` of the staking token is pulled from the caller
    ///         (approved to this factory) into the pool's reward reserve.
    function createPool(address stakingToken, uint256 aprBps, uint256 durationSeconds, uint256 initialRewardAmount)
        external
        payable
        nonReentrant
        returns (uint256 poolId, address pool)
    {
        if (msg.value != poolCreationFee) revert IncorrectCreationFee(poolCreationFee, msg.value);
        if (stakingToken == address(0)) revert ZeroAddress();
        if (durationSeconds == 0 || durationSeconds > MAX_POOL_DURATION) revert InvalidDuration();

        poolId = _pools.length + 1;
        StakingPool newPool = new StakingPool(poolId, msg.sender, stakingToken, aprBps, durationSeconds);
        pool = address(newPool);
        _pools.push(newPool);
        poolIdOf[pool] = poolId;
        _ownerPoolIds[msg.sender].push(poolId);
        emit PoolCreated(poolId, pool, msg.sender, stakingToken);

        if (initialRewardAmount > 0) {
            uint256 before = IERC20(stakingToken).balanceOf(pool);
            IERC20(stakingToken).safeTransferFrom(msg.sender, pool, initialRewardAmount);
            if (IERC20(stakingToken).balanceOf(pool) - before != initialRewardAmount) {
                revert FeeOnTransferNotSupported();
            }
            newPool.addInitialReward(initialRewardAmount);
        }
    }

    /// @dev Called by a pool on a user's first stake, so `getUserActivePools` needs no log scan.
    function recordStaker(uint256 poolId, address user) external {
        if (poolId == 0 || poolIdOf[msg.sender] != poolId) revert NotPool();
        _userPoolIds[user].push(poolId);
        emit StakerRecorded(poolId, user);
    }

    // ---------------------------------------------------------------- emergency withdrawal (pool owner)

    function initiateEmergencyWithdraw(uint256 poolId, address recipient) external {
        _onlyPoolOwner(poolId);
        if (recipient == address(0)) revert ZeroAddress();
        if (emergencyRequests[poolId].executeAfter != 0) revert EmergencyWithdrawPending();
        uint256 executeAfter = block.timestamp + EMERGENCY_WITHDRAW_DELAY;
        emergencyRequests[poolId] = EmergencyRequest({recipient: recipient, executeAfter: executeAfter});
        emit EmergencyWithdrawInitiated(poolId, recipient, executeAfter);
    }

    function cancelEmergencyWithdraw(uint256 poolId) external {
        _onlyPoolOwner(poolId);
        if (emergencyRequests[poolId].executeAfter == 0) revert NoEmergencyWithdrawPending();
        delete emergencyRequests[poolId];
        emit EmergencyWithdrawCancelled(poolId);
    }

    /// @notice Sends the pool's unallocated reward reserve (never principal, never earned rewards).
    function executeEmergencyWithdraw(uint256 poolId) external nonReentrant {
        StakingPool pool = _onlyPoolOwner(poolId);
        EmergencyRequest memory request = emergencyRequests[poolId];
        if (request.executeAfter == 0) revert NoEmergencyWithdrawPending();
        if (block.timestamp < request.executeAfter) revert TimelockNotElapsed(request.executeAfter);
        delete emergencyRequests[poolId];
        uint256 amount = pool.withdrawUnallocatedReserve(request.recipient);
        emit EmergencyWithdrawExecuted(poolId, request.recipient, amount);
    }

    // ---------------------------------------------------------------- platform owner

    function setPoolCreationFee(uint256 newFee) external onlyOwner {
        emit PoolCreationFeeUpdated(poolCreationFee, newFee);
        poolCreationFee = newFee;
    }

    function withdrawFees(address payable to) external onlyOwner nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        emit FeesWithdrawn(to, amount);
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert BNBTransferFailed();
    }

    // ---------------------------------------------------------------- internals

    function _pool(uint256 poolId) private view returns (StakingPool) {
        if (poolId == 0 || poolId > _pools.length) revert UnknownPool(poolId);
        return _pools[poolId - 1];
    }

    function _onlyPoolOwner(uint256 poolId) private view returns (StakingPool pool) {
        pool = _pool(poolId);
        if (pool.owner() != msg.sender) revert NotPoolOwner();
    }
}
