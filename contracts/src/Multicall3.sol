// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Batched reads for the local chains. Every production chain has a Multicall3 at
/// 0xcA11bde05977b3631167028862bE2a173976CA11; the local stack places this contract's runtime code
/// at that same address, so the app reads local and production chains through one code path. Only
/// `aggregate3`, the entry point the app's reads use, is implemented.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Call `index` reverted and was not allowed to.
    error CallFailed(uint256 index);

    /// @notice Makes each call in order and returns every outcome; reverts when a call that does not
    /// allow failure fails, so a caller never mistakes a partial answer for a whole one.
    function aggregate3(Call3[] calldata calls) external returns (Result[] memory results) {
        uint256 length = calls.length;
        results = new Result[](length);
        for (uint256 i = 0; i < length; ++i) {
            Call3 calldata item = calls[i];
            (bool success, bytes memory returnData) = item.target.call(item.callData);
            if (!success && !item.allowFailure) revert CallFailed(i);
            results[i] = Result(success, returnData);
        }
    }
}
