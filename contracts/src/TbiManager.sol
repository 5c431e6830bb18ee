// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {TbiCampaign} from "./TbiCampaign.sol";
import {ReferralDistributor} from "./ReferralDistributor.sol";

/// @notice Local stand-in for the production time-based-incentive manager: same claim interface,
/// plus operator-only admin functions to create campaigns and publish roots.
///
/// Funding: the manager never holds tokens. Whoever holds the reward token transfers it to the
/// campaign clone (`campaigns(id)`) or the distributor (`referralDistributors(id)`) address.
contract TbiManager {
    error NotAuthorized();
    error InvalidCampaign();
    error NoReferralDistributor();
    error CampaignExists();
    error ReferralDistributorExists();
    error ZeroAddress();

    event Claimed(uint256 indexed campaignId, address indexed user, uint256 amount, uint256 cumulativeAmount);
    event ReferralClaimed(uint256 campaignId, address referrer, uint256 amount);
    event CampaignCreated(uint256 indexed campaignId, address campaign, address rewardToken);
    event ReferralDistributorCreated(uint256 indexed campaignId, address distributor, address token);
    event RootUpdated(uint256 indexed campaignId, bytes32 root, uint256 totalCommitted, bool finalized);
    event ReferralRootUpdated(uint256 indexed campaignId, bytes32 root, uint256 totalCommitted, uint64 claimWindowEnd);
    event OperatorUpdated(address indexed previousOperator, address indexed newOperator);

    address public immutable campaignImplementation;
    address public operator;
    mapping(uint256 campaignId => address) public campaigns;
    mapping(uint256 campaignId => address) public referralDistributors;

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotAuthorized();
        _;
    }

    constructor() {
        operator = msg.sender;
        campaignImplementation = address(new TbiCampaign());
        emit OperatorUpdated(address(0), msg.sender);
    }

    // ---- claims (permissionless: anyone may pay the gas, tokens always go to the leaf's account) ----

    function claim(uint256 campaignId, address user, uint256 cumulativeAmount, bytes32[] calldata proof) external {
        address campaign = campaigns[campaignId];
        if (campaign == address(0)) revert InvalidCampaign();
        uint256 amount = TbiCampaign(campaign).claim(user, cumulativeAmount, proof);
        emit Claimed(campaignId, user, amount, cumulativeAmount);
    }

    function claimReferral(uint256 campaignId, address referrer, uint256 amount, bytes32[] calldata proof) external {
        if (campaigns[campaignId] == address(0)) revert InvalidCampaign();
        address distributor = referralDistributors[campaignId];
        if (distributor == address(0)) revert NoReferralDistributor();
        ReferralDistributor(distributor).claim(referrer, amount, proof);
        emit ReferralClaimed(campaignId, referrer, amount);
    }

    // ---- operator ----

    function setOperator(address newOperator) external onlyOperator {
        if (newOperator == address(0)) revert ZeroAddress();
        emit OperatorUpdated(operator, newOperator);
        operator = newOperator;
    }

    function createCampaign(uint256 campaignId, address rewardToken, uint64 endTime, uint64 claimExpiryDuration)
        external
        onlyOperator
        returns (address campaign)
    {
        if (rewardToken == address(0)) revert ZeroAddress();
        if (campaigns[campaignId] != address(0)) revert CampaignExists();
        campaign = Clones.clone(campaignImplementation);
        TbiCampaign(campaign).initialize(campaignId, rewardToken, endTime, claimExpiryDuration);
        campaigns[campaignId] = campaign;
        emit CampaignCreated(campaignId, campaign, rewardToken);
    }

    function createReferralDistributor(uint256 campaignId, address token)
        external
        onlyOperator
        returns (address distributor)
    {
        if (token == address(0)) revert ZeroAddress();
        if (campaigns[campaignId] == address(0)) revert InvalidCampaign();
        if (referralDistributors[campaignId] != address(0)) revert ReferralDistributorExists();
        distributor = address(new ReferralDistributor(campaignId, token));
        referralDistributors[campaignId] = distributor;
        emit ReferralDistributorCreated(campaignId, distributor, token);
    }

    function updateRoot(uint256 campaignId, bytes32 root, uint256 totalCommitted, bool finalize)
        external
        onlyOperator
    {
        address campaign = campaigns[campaignId];
        if (campaign == address(0)) revert InvalidCampaign();
        TbiCampaign(campaign).setRoot(root, totalCommitted, finalize);
        emit RootUpdated(campaignId, root, totalCommitted, finalize);
    }

    function updateReferralRoot(uint256 campaignId, bytes32 root, uint256 totalCommitted, uint64 claimWindowEnd)
        external
        onlyOperator
    {
        address distributor = referralDistributors[campaignId];
        if (distributor == address(0)) revert NoReferralDistributor();
        ReferralDistributor(distributor).setRoot(root, totalCommitted, claimWindowEnd);
        emit ReferralRootUpdated(campaignId, root, totalCommitted, claimWindowEnd);
    }
}
