// Claim interface of the time-based-incentive manager on a reward chain (see shared/spec/onchain.md).
// Reverts raised inside the campaign clone, the referral distributor or the token bubble up through
// the manager unchanged, and viem decodes a revert only against the ABI of the contract it called,
// so every error those contracts can raise is listed here too.
export const managerAbi = [
  {
    type: 'function',
    name: 'claim',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'campaignId', type: 'uint256' },
      { name: 'user', type: 'address' },
      { name: 'cumulativeAmount', type: 'uint256' },
      { name: 'proof', type: 'bytes32[]' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'claimReferral',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'campaignId', type: 'uint256' },
      { name: 'referrer', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'proof', type: 'bytes32[]' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'campaigns',
    stateMutability: 'view',
    inputs: [{ name: 'campaignId', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'referralDistributors',
    stateMutability: 'view',
    inputs: [{ name: 'campaignId', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'updateRoot',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'campaignId', type: 'uint256' },
      { name: 'root', type: 'bytes32' },
      { name: 'totalCommitted', type: 'uint256' },
      { name: 'finalize', type: 'bool' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'Claimed',
    anonymous: false,
    inputs: [
      { name: 'campaignId', type: 'uint256', indexed: true },
      { name: 'user', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
      { name: 'cumulativeAmount', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'ReferralClaimed',
    anonymous: false,
    inputs: [
      { name: 'campaignId', type: 'uint256', indexed: false },
      { name: 'referrer', type: 'address', indexed: false },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  // Manager
  { type: 'error', name: 'InvalidCampaign', inputs: [] },
  { type: 'error', name: 'NoReferralDistributor', inputs: [] },
  { type: 'error', name: 'NotAuthorized', inputs: [] },
  // Campaign clone
  { type: 'error', name: 'ClaimExpired', inputs: [] },
  { type: 'error', name: 'InvalidProof', inputs: [] },
  { type: 'error', name: 'NothingToClaim', inputs: [] },
  { type: 'error', name: 'CampaignFinalized', inputs: [] },
  { type: 'error', name: 'AlreadyInitialized', inputs: [] },
  // Referral distributor
  { type: 'error', name: 'ClaimWindowClosed', inputs: [] },
  { type: 'error', name: 'AlreadyClaimed', inputs: [] },
  { type: 'error', name: 'ClaimExceedsCommitment', inputs: [] },
  { type: 'error', name: 'CommitmentBelowClaimed', inputs: [] },
  // Token transfer out of an underfunded or misbehaving pool
  {
    type: 'error',
    name: 'SafeERC20FailedOperation',
    inputs: [{ name: 'token', type: 'address' }],
  },
  {
    type: 'error',
    name: 'ERC20InsufficientBalance',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
] as const;
