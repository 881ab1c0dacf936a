// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

/// @title Token for tests whose balances change on their own, as rebasing and taxed tokens in the wild do.
/// @notice Balances are shares ("gons", as in Ampleforth) over a common factor, so `rebase` scales every holder's
///         balance at once, down or up. `setTax` charges a tax on every transfer between two accounts to the
///         sender, on top of the amount (as far as its balance goes), and burns it: a holder that sends
///         pays more than it sent. Anyone may call every function: it is a test token.
contract RebasingERC20 is IERC20, IERC20Errors {
    uint256 private constant INITIAL_GONS_PER_UNIT = 1e18;

    string public name;
    string public symbol;
    uint8 public immutable decimals;
    /// @notice Tax in basis points charged to senders on top of what they send.
    uint256 public taxBps;

    uint256 private _gonsPerUnit = INITIAL_GONS_PER_UNIT;
    uint256 private _totalGons;
    mapping(address => uint256) private _gons;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function totalSupply() external view returns (uint256) {
        return _totalGons / _gonsPerUnit;
    }

    function balanceOf(address account) public view returns (uint256) {
        return _gons[account] / _gonsPerUnit;
    }

    function mint(address to, uint256 amount) external {
        uint256 gons = amount * _gonsPerUnit;
        _gons[to] += gons;
        _totalGons += gons;
        emit Transfer(address(0), to, amount);
    }

    /// @notice Multiplies every balance by numerator / denominator.
    function rebase(uint256 numerator, uint256 denominator) external {
        _gonsPerUnit = (_gonsPerUnit * denominator) / numerator;
    }

    function setTax(uint256 bps) external {
        taxBps = bps;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        uint256 gons = value * _gonsPerUnit;
        uint256 held = _gons[from];
        if (held < gons) revert ERC20InsufficientBalance(from, balanceOf(from), value);
        _gons[from] = held - gons;
        _gons[to] += gons;
        if (taxBps != 0) {
            uint256 tax = ((value * taxBps) / 10_000) * _gonsPerUnit;
            if (tax > _gons[from]) tax = _gons[from];
            _gons[from] -= tax;
            _totalGons -= tax;
        }
        emit Transfer(from, to, value);
    }
}
