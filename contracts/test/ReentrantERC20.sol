// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Hostile token for tests: once armed, its next transfer calls back into `target` with `data`
///        and bubbles up any revert, the way a malicious sale or pool token would try to re-enter.
contract ReentrantERC20 is ERC20 {
    address public target;
    bytes public data;

    constructor() ERC20("Reentrant Token", "REENTER") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata data_) external {
        target = target_;
        data = data_;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        address callTarget = target;
        if (callTarget != address(0) && from != address(0) && to != address(0)) {
            target = address(0);
            (bool ok, bytes memory result) = callTarget.call(data);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }
}
