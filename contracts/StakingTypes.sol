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

/// @notice A pool's page in one read (`StakingFactory.getPoolPage`): its record, its reserve, the announced APR
///         change (effectiveAt 0 = none), its staking token's answers and the chain time they were read at.
/// @dev `tokenName`, `tokenSymbol` and `tokenDecimals` are the token's return data as it gave it, empty when the
///      call failed: tokens in the wild answer symbol() as a bytes32 or have no decimals(), and the reader decodes
///      what it can rather than this view failing for the whole page.
struct PoolPage {
    PoolInfo info;
    uint256 rewardReserve;
    uint256 unallocatedReserve;
    uint256 pendingAprBps;
    uint256 pendingAprEffectiveAt;
    bytes tokenName;
    bytes tokenSymbol;
    bytes tokenDecimals;
    uint256 chainTime;
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
