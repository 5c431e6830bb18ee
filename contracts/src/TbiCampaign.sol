// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @notice One campaign's reward pool. Deployed as a minimal clone by TbiManager and driven only by it.
/// The clone pays out of its own token balance: fund it by transferring `rewardToken` to its address.
/// Leaves commit to a cumulative amount, so a newer root never double-pays what was already claimed.
contract TbiCampaign {
    using SafeERC20 for IERC20;

    error NotAuthorized();
    error AlreadyInitialized();
    error CampaignFinalized();
    error ClaimExpired();
    error InvalidProof();
    error NothingToClaim();

    /// @dev Sentinel manager for the implementation contract, so nobody can initialize or drive it.
    address private constant LOCKED = address(1);

    address public manager;
    uint256 public campaignId;
    address public rewardToken;
    uint64 public endTime;
    uint64 public claimExpiryDuration;
    bool public finalized;
    bytes32 public merkleRoot;
    /// @dev Informational: what the operator says the current root commits in total. The token
    /// balance is the real cap; an underfunded clone reverts inside the token transfer.
    uint256 public totalCommitted;
    uint256 public totalClaimed;
    mapping(address user => uint256 cumulativePaid) public claimed;

    modifier onlyManager() {
        if (msg.sender != manager) revert NotAuthorized();
        _;
    }

    constructor() {
        manager = LOCKED;
    }

    function initialize(uint256 campaignId_, address rewardToken_, uint64 endTime_, uint64 claimExpiryDuration_)
        external
    {
        if (manager != address(0)) revert AlreadyInitialized();
        manager = msg.sender;
        campaignId = campaignId_;
        rewardToken = rewardToken_;
        endTime = endTime_;
        claimExpiryDuration = claimExpiryDuration_;
    }

    /// @dev A finalized campaign keeps its last root forever, so users can rely on the final amounts.
    function setRoot(bytes32 root, uint256 totalCommitted_, bool finalize) external onlyManager {
        if (finalized) revert CampaignFinalized();
        merkleRoot = root;
        totalCommitted = totalCommitted_;
        if (finalize) finalized = true;
    }

    /// @return amount what was paid now: `cumulativeAmount` minus what `user` had already received.
    function claim(address user, uint256 cumulativeAmount, bytes32[] calldata proof)
        external
        onlyManager
        returns (uint256 amount)
    {
        // Widen to uint256 so an extreme expiry setting cannot overflow and brick every claim.
        if (block.timestamp > uint256(endTime) + uint256(claimExpiryDuration)) revert ClaimExpired();
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(user, rewardToken, cumulativeAmount))));
        if (!MerkleProof.verifyCalldata(proof, merkleRoot, leaf)) revert InvalidProof();
        uint256 alreadyPaid = claimed[user];
        if (cumulativeAmount <= alreadyPaid) revert NothingToClaim();

        amount = cumulativeAmount - alreadyPaid;
        claimed[user] = cumulativeAmount;
        totalClaimed += amount;
        IERC20(rewardToken).safeTransfer(user, amount);
    }
}
