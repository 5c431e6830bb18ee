// Writes the ABIs the app and the mock use from the compiled artifacts (src/mock/chain/artifacts.json,
// made by compile-contracts.ts), so no ABI is written by hand. The app's files hold only the items
// it calls or decodes, plus every custom error its call path can raise (viem decodes a revert only
// against the ABI of the contract it called, and reverts bubble up through the manager), which keeps
// the production bundle small. Run after compiling: npx tsx scripts/generate-abis.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface AbiParam {
  name?: string;
  type: string;
  indexed?: boolean;
  components?: readonly AbiParam[];
}

interface AbiItem {
  type: string;
  name?: string;
  stateMutability?: string;
  inputs?: readonly AbiParam[];
  outputs?: readonly AbiParam[];
  anonymous?: boolean;
}

type ContractName = 'TbiManager' | 'TbiCampaign' | 'ReferralDistributor' | 'RewardToken';

/** Picks items of a compiled contract: by name (functions, events, errors), or all of a type. */
interface Pick {
  from: ContractName;
  names?: readonly string[];
  allErrors?: boolean;
  /** Everything the contract has that `except` (another export) does not. */
  except?: string;
  all?: boolean;
}

interface AbiExport {
  name: string;
  doc: string;
  picks: readonly Pick[];
}

interface AbiFile {
  path: string;
  header: string;
  exports: readonly AbiExport[];
}

/** Every generated file, with what each export takes from which contract. */
export const ABI_FILES: readonly AbiFile[] = [
  {
    path: 'src/contracts/manager-abi.ts',
    header: [
      'Claim interface of the time-based-incentive manager on a reward chain (see shared/spec/onchain.md).',
      'Reverts raised inside the campaign clone, the referral distributor or the token bubble up through',
      'the manager unchanged, and viem decodes a revert only against the ABI of the contract it called,',
      'so every error those contracts can raise on the claim path is listed here too.',
    ].join('\n'),
    exports: [
      {
        name: 'managerAbi',
        doc: 'What the app calls on the manager, and every error a claim or referral claim can revert with, raised by the manager, a campaign clone, a referral distributor or the reward token.',
        picks: [
          {
            from: 'TbiManager',
            names: [
              'claim',
              'claimReferral',
              'campaigns',
              'referralDistributors',
              'updateRoot',
              'Claimed',
              'ReferralClaimed',
              'InvalidCampaign',
              'NoReferralDistributor',
              'NotAuthorized',
            ],
          },
          { from: 'TbiCampaign', allErrors: true },
          { from: 'ReferralDistributor', allErrors: true },
          { from: 'RewardToken', names: ['ERC20InsufficientBalance'] },
        ],
      },
    ],
  },
  {
    path: 'src/contracts/campaign-abi.ts',
    header: 'Reads of a campaign clone the app makes (root, claimed amount, schedule).',
    exports: [
      {
        name: 'campaignAbi',
        doc: 'The campaign reads the app makes, and every error a campaign clone can raise.',
        picks: [
          {
            from: 'TbiCampaign',
            names: [
              'merkleRoot',
              'claimed',
              'rewardToken',
              'endTime',
              'claimExpiryDuration',
              'finalized',
              'campaignId',
            ],
            allErrors: true,
          },
        ],
      },
    ],
  },
  {
    path: 'src/contracts/referral-distributor-abi.ts',
    header: 'Reads of a campaign’s referral distributor the app makes (root, claimed amount, window).',
    exports: [
      {
        name: 'referralDistributorAbi',
        doc: 'The distributor reads the app makes, and every error a referral distributor can raise.',
        picks: [
          {
            from: 'ReferralDistributor',
            names: ['claimed', 'claimWindowEnd', 'referralRoot', 'referralToken', 'campaignId', 'totalCommitted'],
            allErrors: true,
          },
        ],
      },
    ],
  },
  {
    path: 'src/mock/chain/local-abis.ts',
    header:
      'ABIs of the local stand-in contracts’ admin surface: what the mock deploys, funds and publishes with, beyond what the app uses (src/contracts). Local only; never in the app bundle.',
    exports: [
      {
        name: 'managerAdminAbi',
        doc: 'Everything of the manager that managerAbi leaves out: deployment, funding, roots.',
        picks: [{ from: 'TbiManager', except: 'managerAbi' }],
      },
      {
        name: 'campaignExtrasAbi',
        doc: 'Everything of a campaign clone that campaignAbi leaves out.',
        picks: [{ from: 'TbiCampaign', except: 'campaignAbi' }],
      },
      {
        name: 'rewardTokenAbi',
        doc: 'The whole local reward token (an ERC-20 the mock mints).',
        picks: [{ from: 'RewardToken', all: true }],
      },
    ],
  },
];

/** The ABI items as generated files write them: meaning only, no solc `internalType`. */
function clean(item: AbiItem): AbiItem {
  const param = (p: AbiParam): AbiParam => ({
    name: p.name ?? '',
    type: p.type,
    ...(p.indexed === undefined ? {} : { indexed: p.indexed }),
    ...(p.components === undefined ? {} : { components: p.components.map(param) }),
  });
  return {
    type: item.type,
    ...(item.name === undefined ? {} : { name: item.name }),
    ...(item.stateMutability === undefined ? {} : { stateMutability: item.stateMutability }),
    ...(item.inputs === undefined ? {} : { inputs: item.inputs.map(param) }),
    ...(item.outputs === undefined ? {} : { outputs: item.outputs.map(param) }),
  };
}

function signature(item: AbiItem): string {
  return `${item.type} ${item.name ?? ''}(${(item.inputs ?? []).map((p) => p.type).join(',')})`;
}

type ArtifactAbis = Record<ContractName, readonly AbiItem[]>;

function readArtifactAbis(): ArtifactAbis {
  const artifacts = JSON.parse(readFileSync(join(repoRoot, 'src/mock/chain/artifacts.json'), 'utf8')) as Record<
    ContractName,
    { abi: AbiItem[] }
  >;
  return {
    TbiManager: artifacts.TbiManager.abi,
    TbiCampaign: artifacts.TbiCampaign.abi,
    ReferralDistributor: artifacts.ReferralDistributor.abi,
    RewardToken: artifacts.RewardToken.abi,
  };
}

/** Each export's items, in pick order, once per signature; a name the contract lacks is an error. */
export function buildAbis(abis: ArtifactAbis = readArtifactAbis()): Record<string, AbiItem[]> {
  const built: Record<string, AbiItem[]> = {};
  for (const file of ABI_FILES) {
    for (const entry of file.exports) {
      const items: AbiItem[] = [];
      const seen = new Set<string>();
      const add = (item: AbiItem) => {
        const key = signature(item);
        if (seen.has(key)) return;
        seen.add(key);
        items.push(clean(item));
      };
      for (const pick of entry.picks) {
        const compiled = abis[pick.from];
        for (const name of pick.names ?? []) {
          const matches = compiled.filter((item) => item.name === name);
          if (matches.length === 0) throw new Error(`${pick.from} has no ${name} (wanted by ${entry.name})`);
          matches.forEach(add);
        }
        if (pick.allErrors === true) compiled.filter((item) => item.type === 'error').forEach(add);
        if (pick.all === true) compiled.forEach(add);
        if (pick.except !== undefined) {
          const taken = new Set((built[pick.except] ?? []).map(signature));
          // Constructors are left out: ours take no arguments, and viem deploys without one.
          compiled.filter((item) => item.type !== 'constructor' && !taken.has(signature(item))).forEach(add);
        }
      }
      built[entry.name] = items;
    }
  }
  return built;
}

/** The formatted text of every generated file, by path. */
export async function renderAbiFiles(): Promise<Record<string, string>> {
  const built = buildAbis();
  const config = (await prettier.resolveConfig(join(repoRoot, 'package.json'))) ?? {};
  const files: Record<string, string> = {};
  for (const file of ABI_FILES) {
    const body = file.exports
      .map(
        (entry) => `/** ${entry.doc} */\nexport const ${entry.name} = ${JSON.stringify(built[entry.name])} as const;`,
      )
      .join('\n\n');
    const header = file.header
      .split('\n')
      .map((line) => `// ${line}`)
      .join('\n');
    const text = `// Generated by scripts/generate-abis.ts from src/mock/chain/artifacts.json; do not edit.\n${header}\n\n${body}\n`;
    files[file.path] = await prettier.format(text, { ...config, filepath: join(repoRoot, file.path) });
  }
  return files;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  for (const [path, text] of Object.entries(await renderAbiFiles())) {
    writeFileSync(join(repoRoot, path), text);
    console.log(`wrote ${path}`);
  }
}
