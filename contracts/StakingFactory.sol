// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {StakingPool} from "./StakingPool.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {PoolInfo, PoolConfig, PoolPage} from "./StakingTypes.sol";

/// @title Registry and creator of staking pools.
/// @notice Anyone may create a pool for a token by paying the BNB creation fee and funding the initial
///         reward reserve. Pools are EIP-1167 clones of one implementation with their settings as immutable
///         arguments. A pool owner can take back reserve nobody has earned only through a timelocked emergency
///         withdrawal (initiate, wait ≥ 2 days, execute within the window), which stakers can see coming.
contract StakingFactory is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    uint256 public constant EMERGENCY_WITHDRAW_DELAY = 2 days;
    /// @notice A request not executed within this time after its delay has passed expires.
    uint256 public constant EMERGENCY_WITHDRAW_WINDOW = 3 days;
    uint256 public constant MAX_POOL_DURATION = 10 * 365 days;
    /// @notice Gas each of the token's name(), symbol() and decimals() may use in `getPoolPage`: enough for any
    ///         honest token, and a token that burns more only blanks its own field.
    uint256 public constant TOKEN_READ_GAS = 60_000;

    struct EmergencyRequest {
        address recipient;
        uint48 executeAfter; // 0 = none pending
        uint48 expiresAt;
    }

    /// @notice The pool every clone delegates to.
    address public immutable poolImplementation;
    uint256 public poolCreationFee;
    address[] private _pools;
    mapping(uint256 => EmergencyRequest) public emergencyRequests;

    /// @dev Every setting of the new pool; its duration is endTime − startTime.
    event PoolCreated(
        uint256 indexed poolId,
        address indexed pool,
        address indexed owner,
        address stakingToken,
        uint256 aprBps,
        uint256 startTime,
        uint256 endTime,
        uint256 initialReward
    );
    event PoolCreationFeeUpdated(uint256 previousFee, uint256 newFee);
    event FeesWithdrawn(address indexed to, uint256 amount);
    event EmergencyWithdrawInitiated(uint256 indexed poolId, address indexed recipient, uint256 executeAfter, uint256 expiresAt);
    event EmergencyWithdrawCancelled(uint256 indexed poolId);
    /// @dev `amount` is what was paid; the pool is closed (ended) from this block on.
    event EmergencyWithdrawExecuted(uint256 indexed poolId, address indexed recipient, uint256 amount);

    error ZeroAddress();
    error InvalidDuration();
    error IncorrectCreationFee(uint256 expected, uint256 received);
    error FeeOnTransferNotSupported();
    error UnknownPool(uint256 poolId);
    error NotPoolOwner();
    error NothingToWithdraw();
    error BNBTransferFailed();
    error EmergencyWithdrawPending();
    error NoEmergencyWithdrawPending();
    error TimelockNotElapsed(uint256 executeAfter);
    error EmergencyWithdrawExpired(uint256 expiredAt);
    error RenounceOwnershipDisabled();

    constructor(uint256 poolCreationFee_) Ownable(msg.sender) {
        poolCreationFee = poolCreationFee_;
        poolImplementation = address(new StakingPool());
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
        return StakingPool(_pools[index]).poolInfo();
    }

    /// @notice Pools with index in [from, to), clamped to the count.
    function getPoolsInRange(uint256 from, uint256 to) external view returns (PoolInfo[] memory infos) {
        (from, to) = _clamp(from, to);
        infos = new PoolInfo[](to - from);
        for (uint256 i = from; i < to; ++i) {
            infos[i - from] = StakingPool(_pools[i]).poolInfo();
        }
    }

    /// @notice Everything a pool's page shows, in one read: without it the page needs the record first and then the
    ///         pool's and its token's reads, two round trips to the node before its title can show.
    function getPoolPage(uint256 poolId) external view returns (PoolPage memory page) {
        StakingPool pool = _pool(poolId);
        page.info = pool.poolInfo();
        page.rewardReserve = pool.rewardReserve();
        page.unallocatedReserve = pool.unallocatedReserve();
        (page.pendingAprBps, page.pendingAprEffectiveAt) = pool.pendingAprChange();
        address token = page.info.stakingToken;
        page.tokenName = _tokenAnswer(token, IERC20Metadata.name.selector);
        page.tokenSymbol = _tokenAnswer(token, IERC20Metadata.symbol.selector);
        page.tokenDecimals = _tokenAnswer(token, IERC20Metadata.decimals.selector);
        page.chainTime = block.timestamp;
    }

    function getPoolAddress(uint256 poolId) external view returns (address) {
        return address(_pool(poolId));
    }

    /// @notice Ids of the pools with index in [from, to) (clamped) where `user` still has stake or unpaid
    ///         rewards, ended pools included. No per-user list is written on stake: page through the pools (or read
    ///         an event index).
    function getUserActivePoolsInRange(address user, uint256 from, uint256 to) external view returns (uint256[] memory ids) {
        (from, to) = _clamp(from, to);
        ids = new uint256[](to - from);
        uint256 n;
        for (uint256 i = from; i < to; ++i) {
            if (StakingPool(_pools[i]).hasPosition(user)) ids[n++] = i + 1;
        }
        assembly ("memory-safe") {
            mstore(ids, n)
        }
    }

    /// @notice Ids of the pools with index in [from, to) (clamped) that `owner_` created.
    function getOwnerPoolIdsInRange(address owner_, uint256 from, uint256 to) external view returns (uint256[] memory ids) {
        (from, to) = _clamp(from, to);
        ids = new uint256[](to - from);
        uint256 n;
        for (uint256 i = from; i < to; ++i) {
            if (StakingPool(_pools[i]).owner() == owner_) ids[n++] = i + 1;
        }
        assembly ("memory-safe") {
            mstore(ids, n)
        }
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
        PoolConfig memory config = PoolConfig({
            stakingToken: stakingToken,
            owner: msg.sender,
            poolId: poolId,
            createdAt: block.timestamp,
            endTime: block.timestamp + durationSeconds
        });
        pool = Clones.cloneWithImmutableArgs(poolImplementation, abi.encode(config));
        _pools.push(pool);
        StakingPool(pool).initialize(aprBps, initialRewardAmount);
        emit PoolCreated(poolId, pool, msg.sender, stakingToken, aprBps, config.createdAt, config.endTime, initialRewardAmount);

        if (initialRewardAmount > 0) {
            // The pool has already booked the amount as reserve: exactly that much must arrive.
            uint256 before = IERC20(stakingToken).balanceOf(pool);
            IERC20(stakingToken).safeTransferFrom(msg.sender, pool, initialRewardAmount);
            if (IERC20(stakingToken).balanceOf(pool) - before != initialRewardAmount) {
                revert FeeOnTransferNotSupported();
            }
        }
    }

    // ---------------------------------------------------------------- emergency withdrawal (pool owner)

    /// @notice Announces a withdrawal of the pool's unallocated reserve, executable after the delay and
    ///         before the window closes. A pending request that has expired may be replaced.
    function initiateEmergencyWithdraw(uint256 poolId, address recipient) external {
        _onlyPoolOwner(poolId);
        if (recipient == address(0)) revert ZeroAddress();
        EmergencyRequest memory pending = emergencyRequests[poolId];
        if (pending.executeAfter != 0 && block.timestamp < pending.expiresAt) revert EmergencyWithdrawPending();
        uint256 executeAfter = block.timestamp + EMERGENCY_WITHDRAW_DELAY;
        uint256 expiresAt = executeAfter + EMERGENCY_WITHDRAW_WINDOW;
        emergencyRequests[poolId] =
            EmergencyRequest({recipient: recipient, executeAfter: uint48(executeAfter), expiresAt: uint48(expiresAt)});
        emit EmergencyWithdrawInitiated(poolId, recipient, executeAfter, expiresAt);
    }

    function cancelEmergencyWithdraw(uint256 poolId) external {
        _onlyPoolOwner(poolId);
        if (emergencyRequests[poolId].executeAfter == 0) revert NoEmergencyWithdrawPending();
        delete emergencyRequests[poolId];
        emit EmergencyWithdrawCancelled(poolId);
    }

    /// @notice Sends the pool's unallocated reward reserve (never principal, never earned rewards; its pro-rata share
    ///         when the pool holds less than it owes) and closes the pool: it ends now and takes no new stakes.
    function executeEmergencyWithdraw(uint256 poolId) external nonReentrant {
        StakingPool pool = _onlyPoolOwner(poolId);
        EmergencyRequest memory request = emergencyRequests[poolId];
        if (request.executeAfter == 0) revert NoEmergencyWithdrawPending();
        if (block.timestamp < request.executeAfter) revert TimelockNotElapsed(request.executeAfter);
        if (block.timestamp >= request.expiresAt) revert EmergencyWithdrawExpired(request.expiresAt);
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

    /// @notice Disabled: without an owner the creation fee and collected fees would be frozen for good.
    function renounceOwnership() public view override onlyOwner {
        revert RenounceOwnershipDisabled();
    }

    // ---------------------------------------------------------------- internals

    /// @dev The token's return data for a no-argument read, or empty when it reverted or ran out of its gas.
    function _tokenAnswer(address token, bytes4 selector) private view returns (bytes memory answer) {
        (bool ok, bytes memory data) = token.staticcall{gas: TOKEN_READ_GAS}(abi.encodeWithSelector(selector));
        if (ok) answer = data;
    }

    function _pool(uint256 poolId) private view returns (StakingPool) {
        if (poolId == 0 || poolId > _pools.length) revert UnknownPool(poolId);
        return StakingPool(_pools[poolId - 1]);
    }

    function _onlyPoolOwner(uint256 poolId) private view returns (StakingPool pool) {
        pool = _pool(poolId);
        if (pool.owner() != msg.sender) revert NotPoolOwner();
    }

    function _clamp(uint256 from, uint256 to) private view returns (uint256, uint256) {
        uint256 count = _pools.length;
        if (to > count) to = count;
        if (from > to) from = to;
        return (from, to);
    }
}
