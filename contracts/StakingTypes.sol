// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice Everything the app shows about one staking pool (SPEC "Staking pool"), in the agreed field order.
struct PoolInfo {
    uint256 poolId;
    address poolAddress;
    address owner;
    address stakingToken;
    address rewardToken;
    uint256 aprBps;
    uint256 createdAt;
    uint256 duration;
    uint256 endTime;
    bool active;
    uint256 totalStaked;
    uint256 totalClaimed;
}

/// @notice A pool's fixed settings, stored in its clone's code (EIP-1167 with immutable arguments), so reading
///         them costs no storage access.
struct PoolConfig {
    address stakingToken;
    address owner;
    uint256 poolId;
    uint256 createdAt;
    uint256 endTime;
}
