import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../src/components/app-link.tsx';
import { chainName, formatCount, shortAddress } from './format.ts';
import { getJson, type WireTarget } from './service.ts';

// Deposit targets as the app opens them: the one list of targets, by chain then by name as
// people count, every one a card.

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';
const collator = new Intl.Collator('en', { numeric: true });

function TargetCard({ target }: { target: WireTarget }) {
  const tokens = [target.acceptedToken, ...target.acceptedTokens].filter(
    (token, index, all) => all.findIndex((other) => other.address === token.address) === index,
  );
  return (
    <article className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-4 dark:border-slate-800">
      <div>
        <h2 className="text-lg font-semibold">{target.name}</h2>
        <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
          {target.protocol} · {chainName(target.chainId)}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Deposit</dt>
          <dd className="min-w-0">{tokens.map((token) => token.symbol).join(', ')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">You receive</dt>
          <dd className="min-w-0">{target.shareToken.symbol} shares</dd>
        </div>
      </dl>
      <div
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <p className="font-semibold">Deposit through the protocol’s own app ({target.protocol})</p>
        <p className="mt-1">
          This app cannot make the deposit for you. Do not transfer tokens straight to the addresses below: a plain
          transfer is not a deposit, and the tokens may be lost.
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Forwarder contract</dt>
          <dd className="font-mono">{shortAddress(target.forwarderAddress)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Vault</dt>
          <dd className="font-mono">{shortAddress(target.targetAddress)}</dd>
        </div>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-slate-700 select-none dark:text-slate-300">
          Details
        </summary>
        <p className="mt-2">
          {target.supportedActions.join(', ')}. {target.depositActionType}.
        </p>
      </details>
      <AppLink
        to={`/?target=${String(target.chainId)}:${target.targetAddress}`}
        className="mt-auto text-sm font-semibold wrap-anywhere text-brand-700 underline dark:text-brand-300"
      >
        Campaigns rewarding {target.name}
      </AppLink>
    </article>
  );
}

export function DepositTargets() {
  const query = useQuery({
    queryKey: ['forwarder-targets'],
    queryFn: ({ signal }) => getJson<{ data: WireTarget[] }>('/forwarder/targets', signal),
    select: (answer) => [...answer.data].sort((a, b) => a.chainId - b.chainId || collator.compare(a.name, b.name)),
  });
  return (
    <section>
      <h1 className="text-2xl font-bold">Deposit targets</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        Vaults and pools that accept deposits through the forwarder contract. Some campaigns count only deposits made
        this way; each target links to the campaigns that reward it.
      </p>
      {query.data === undefined ? (
        <p role="status" className="mt-6 text-sm">
          {query.error === null ? 'Loading deposit targets' : 'Deposit targets could not be loaded'}
        </p>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          <div className="flex flex-wrap items-start gap-3">
            <div className="min-w-48">
              <label className="block text-sm font-medium">
                Chain
                <select className={controlClass} defaultValue="">
                  <option value="">All chains</option>
                </select>
              </label>
            </div>
            <div className="min-w-48 flex-1">
              <label className="block text-sm font-medium">
                Search
                <input type="search" placeholder="Name, protocol, token or address" className={controlClass} />
              </label>
            </div>
          </div>
          <p className="text-sm">{formatCount(query.data.length)} deposit targets.</p>
          <ul aria-label="Deposit targets" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {query.data.map((target) => (
              <li key={`${String(target.chainId)}:${target.targetAddress}`}>
                <TargetCard target={target} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
