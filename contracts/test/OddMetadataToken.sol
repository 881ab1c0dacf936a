// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice A token whose metadata breaks the standard the ways readers meet in the wild: symbol() answered as a
///         bytes32 (old tokens like MKR), decimals() reverting, and name() spending all the gas it is given.
contract OddMetadataToken {
    function name() external pure returns (string memory) {
        uint256 spins;
        while (spins < type(uint256).max) {
            spins += 1;
        }
        return "never";
    }

    function symbol() external pure returns (bytes32) {
        return "MKR";
    }

    function decimals() external pure returns (uint8) {
        revert("no decimals");
    }
}
