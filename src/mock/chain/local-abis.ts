// ABIs of the local stand-in contracts' admin surface. The production interface the app uses lives
// in src/contracts; these parts exist only in our local contracts (contracts/src), so they stay in
// the mock. abis.test.ts checks both against the compiled artifacts.

/** Operator functions, admin events and admin-only errors of the local TbiManager. */
export const managerAdminAbi = [
  {
    type: 'function',
    name: 'operator',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'campaignImplementation',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'setOperator',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'newOperator', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'createCampaign',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'campaignId', type: 'uint256' },
      { name: 'rewardToken', type: 'address' },
      { name: 'endTime', type: 'uint64' },
      { name: 'claimExpiryDuration', type: 'uint64' },
    ],
    outputs: [{ name: 'campaign', type: 'address' }],
  },
  {
    type: 'function',
    name: 'createReferralDistributor',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'campaignId', type: 'uint256' },
      { name: 'token', type: 'address' },
    ],
    outputs: [{ name: 'distributor', type: 'address' }],
  },
  {
    type: 'function',
    name: 'updateReferralRoot',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'campaignId', type: 'uint256' },
      { name: 'root', type: 'bytes32' },
      { name: 'totalCommitted', type: 'uint256' },
      { name: 'claimWindowEnd', type: 'uint64' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'CampaignCreated',
    anonymous: false,
    inputs: [
      { name: 'campaignId', type: 'uint256', indexed: true },
      { name: 'campaign', type: 'address', indexed: false },
      { name: 'rewardToken', type: 'address', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'ReferralDistributorCreated',
    anonymous: false,
    inputs: [
      { name: 'campaignId', type: 'uint256', indexed: true },
      { name: 'distributor', type: 'address', indexed: false },
      { name: 'token', type: 'address', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'RootUpdated',
    anonymous: false,
    inputs: [
      { name: 'campaignId', type: 'uint256', indexed: true },
      { name: 'root', type: 'bytes32', indexed: false },
      { name: 'totalCommitted', type: 'uint256', indexed: false },
      { name: 'finalized', type: 'bool', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'ReferralRootUpdated',
    anonymous: false,
    inputs: [
      { name: 'campaignId', type: 'uint256', indexed: true },
      { name: 'root', type: 'bytes32', indexed: false },
      { name: 'totalCommitted', type: 'uint256', indexed: false },
      { name: 'claimWindowEnd', type: 'uint64', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'OperatorUpdated',
    anonymous: false,
    inputs: [
      { name: 'previousOperator', type: 'address', indexed: true },
      { name: 'newOperator', type: 'address', indexed: true },
    ],
  },
  { type: 'error', name: 'CampaignExists', inputs: [] },
  { type: 'error', name: 'ReferralDistributorExists', inputs: [] },
  { type: 'error', name: 'ZeroAddress', inputs: [] },
  // Raised by OpenZeppelin's Clones when the clone cannot be created.
  { type: 'error', name: 'FailedDeployment', inputs: [] },
  {
    type: 'error',
    name: 'InsufficientBalance',
    inputs: [
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
] as const;

/** Local-only campaign reads used to keep root publishing idempotent. */
export const campaignExtrasAbi = [
  {
    type: 'function',
    name: 'totalCommitted',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'totalClaimed',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;

/** The local RewardToken: constructor, owner-only mint and the ERC-20 reads the mock needs. */
export const rewardTokenAbi = [
  {
    type: 'constructor',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'name_', type: 'string' },
      { name: 'symbol_', type: 'string' },
      { name: 'decimals_', type: 'uint8' },
    ],
  },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'error',
    name: 'OwnableUnauthorizedAccount',
    inputs: [{ name: 'account', type: 'address' }],
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
