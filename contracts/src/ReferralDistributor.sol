// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @notice One campaign's referral pool, deployed and driven only by TbiManager. Each referrer claims
/// once. It pays out of its own balance: fund it by transferring `referralToken` to its address.
contract ReferralDistributor {
    using SafeERC20 for IERC20;

    error NotAuthorized();
    error ClaimWindowClosed();
    error AlreadyClaimed();
    error InvalidProof();
    error NothingToClaim();
    error ClaimExceedsCommitment();
    error CommitmentBelowClaimed();

    address public immutable manager;
    uint256 public immutable campaignId;
    address public immutable referralToken;

    bytes32 public referralRoot;
    /// @dev Zero until the first root is published, which keeps claims closed until then.
    uint64 public claimWindowEnd;
    uint256 public totalCommitted;
    uint256 public totalClaimed;
    mapping(address referrer => bool) public claimed;

    modifier onlyManager() {
        if (msg.sender != manager) revert NotAuthorized();
        _;
    }

    constructor(uint256 campaignId_, address referralToken_) {
        manager = msg.sender;
        campaignId = campaignId_;
        referralToken = referralToken_;
    }

    function setRoot(bytes32 root, uint256 totalCommitted_, uint64 claimWindowEnd_) external onlyManager {
        // A lower commitment than what is already paid would make the cap meaningless.
        if (totalCommitted_ < totalClaimed) revert CommitmentBelowClaimed();
        referralRoot = root;
        totalCommitted = totalCommitted_;
        claimWindowEnd = claimWindowEnd_;
    }

    function claim(address referrer, uint256 amount, bytes32[] calldata proof) external onlyManager {
        // block.timestamp is never 0, so an unpublished window (0) is closed as well.
        if (block.timestamp > claimWindowEnd) revert ClaimWindowClosed();
        if (claimed[referrer]) revert AlreadyClaimed();
        if (amount == 0) revert NothingToClaim();
        // campaignId in the leaf keeps one campaign's referral proof from paying out in another.
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(campaignId, referrer, referralToken, amount))));
        if (!MerkleProof.verifyCalldata(proof, referralRoot, leaf)) revert InvalidProof();
        if (totalClaimed + amount > totalCommitted) revert ClaimExceedsCommitment();

        claimed[referrer] = true;
        totalClaimed += amount;
        IERC20(referralToken).safeTransfer(referrer, amount);
    }
}
