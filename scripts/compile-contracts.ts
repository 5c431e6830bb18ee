// Compiles contracts/src with solc-js (offline; OpenZeppelin imports come from node_modules) and
// writes src/mock/chain/artifacts.json. Run: npx tsx scripts/compile-contracts.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solcModule from 'solc';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = 'contracts/src';

/** Path of the committed artifact file, absolute. */
export const artifactsPath = join(repoRoot, 'src/mock/chain/artifacts.json');

/** The solc-js version the committed artifacts were built with; another one changes the bytecode. */
export const solcVersion = '0.8.37';

export interface ContractArtifact {
  abi: readonly unknown[];
  bytecode: `0x${string}`;
}

export type Artifacts = Record<string, ContractArtifact>;

// solc-js ships `any` types; this is the part we use.
interface SolcJs {
  version(): string;
  compile(input: string, callbacks: { import: (path: string) => { contents: string } | { error: string } }): string;
}
const solc = solcModule as SolcJs;

interface SolcError {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
}

interface SolcOutput {
  errors?: SolcError[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

function readImport(path: string): { contents: string } | { error: string } {
  // Only npm packages are resolved here; contracts/src files are all passed in as sources.
  try {
    return { contents: readFileSync(join(repoRoot, 'node_modules', path), 'utf8') };
  } catch (error) {
    return { error: `cannot resolve import ${path}: ${String(error)}` };
  }
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Compiles every contract in contracts/src and returns abi + bytecode per contract, keys sorted. */
export function compileContracts(): Artifacts {
  const version = solc.version();
  if (!version.startsWith(`${solcVersion}+`)) {
    throw new Error(`solc ${solcVersion} expected, node_modules has ${version}`);
  }
  const files = readdirSync(join(repoRoot, sourceDir))
    .filter((name) => name.endsWith('.sol'))
    .sort();
  const sources = Object.fromEntries(
    files.map((name) => [`${sourceDir}/${name}`, { content: readFileSync(join(repoRoot, sourceDir, name), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Pinned so a newer solc default cannot emit opcodes the local anvil hardfork lacks.
      evmVersion: 'cancun',
      // No CBOR metadata: bytecode then changes only when code does, not when a comment does.
      metadata: { appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  }

  const artifacts: Artifacts = {};
  for (const [unit, contracts] of Object.entries(output.contracts ?? {})) {
    // Library and dependency contracts are compiled too, but only our own sources are shipped.
    if (!unit.startsWith(`${sourceDir}/`)) continue;
    for (const [name, contract] of Object.entries(contracts)) {
      artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
    }
  }
  return sortKeysDeep(artifacts) as Artifacts;
}

/** The exact text of the artifact file, so the staleness test can compare byte for byte. */
export function renderArtifacts(artifacts: Artifacts): string {
  return `${JSON.stringify(artifacts, null, 2)}\n`;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const started = performance.now();
  const artifacts = compileContracts();
  writeFileSync(artifactsPath, renderArtifacts(artifacts));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`wrote ${Object.keys(artifacts).join(', ')} to ${artifactsPath} in ${seconds} s`);
}
