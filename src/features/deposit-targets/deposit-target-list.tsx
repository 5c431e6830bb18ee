import { memo, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryErrorProps } from '../../api/error-details.ts';
import { forwarderTargetsQueryOptions } from '../../api/endpoints/get-forwarder-targets.ts';
import type { ForwarderTarget } from '../../api/schemas/forwarder.ts';
import { BackgroundRender } from '../../components/background-render.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { AddressLink } from '../../components/address-link.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { DisplayText, TokenSymbol } from '../../components/display-text.tsx';
import { SkippedRowsNotice } from '../../components/skipped-rows-notice.tsx';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import { formatCount } from '../../lib/format.ts';
import { compareNatural } from '../../lib/natural-sort.ts';
import { capDisplayText } from '../../domain/display-text.ts';

const CHAIN_PARAM = 'chain';
const SEARCH_PARAM = 'q';

/** Chains as people look for them, by name (Arbitrum One before Base), not by chain id. */
const byChainName = (a: number, b: number) => compareNatural(chainName(a), chainName(b)) || a - b;

// Action strings are open in the spec; the ones seen get words, others are shown as sent.
const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = { deposit: msg`Deposit` };
const DEPOSIT_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'erc4626-deposit': msg`Vault deposit (ERC-4626): your token goes into the vault and you receive its shares`,
};

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

/** Matches a target by name, protocol, token symbols or address (any case). */
function matches(target: ForwarderTarget, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [
    target.name,
    target.protocol,
    target.shareToken.symbol,
    target.targetAddress,
    target.forwarderAddress,
    ...target.acceptedTokens.map((token) => token.symbol),
    target.acceptedToken.symbol,
  ].some((field) => field.toLowerCase().includes(needle));
}

/**
 * Every target that accepts deposits through the forwarder, with where it lives, what it takes
 * and gives, and the campaigns that reward it. The chain filter and the search are kept in the URL
 * (`?chain=`, `?q=`).
 */
export function DepositTargetList() {
  const { t } = useLingui();
  const query = useQuery(forwarderTargetsQueryOptions());
  const [params, setParams] = useSearchParams();
  // Kept in the link as the chain is: a reload, Back or a shared link keeps what was searched.
  const search = params.get(SEARCH_PARAM) ?? '';
  /** Sets one of the link's parameters, or drops it when empty, keeping the others. */
  const setParam = (name: string, value: string, options?: { replace: boolean }) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(name);
      else next.set(name, value);
      return next;
    }, options);
  };
  // Each keystroke replaces the entry: Back leaves the search, not one letter of it.
  const setSearch = (text: string) => {
    setParam(SEARCH_PARAM, text, { replace: true });
  };
  const uid = useId();
  const chainParam = params.get(CHAIN_PARAM);
  const chainFilter = chainParam !== null && /^\d+$/.test(chainParam) ? Number(chainParam) : undefined;
  // A hand-edited link: said next to the field it belongs to, and every chain is shown meanwhile.
  const chainInvalid = chainParam !== null && chainParam !== '' && chainFilter === undefined;
  const linkChain = chainParam === null ? '' : capDisplayText(chainParam);
  // By chain name, then by name as people count ("eWETH-2" before "eWETH-10"), whatever order the
  // service sends them in.
  const targets = useMemo(
    () =>
      [...(query.data?.data ?? [])].sort((a, b) => byChainName(a.chainId, b.chainId) || compareNatural(a.name, b.name)),
    [query.data],
  );
  const chains = useMemo(() => [...new Set(targets.map((target) => target.chainId))].sort(byChainName), [targets]);
  const shown = useMemo(
    () =>
      targets.filter(
        (target) => (chainFilter === undefined || target.chainId === chainFilter) && matches(target, search),
      ),
    [targets, chainFilter, search],
  );

  return (
    <QueryView
      query={query}
      errorProps={queryErrorProps(query)}
      errorTitle={t`Deposit targets could not be loaded`}
      loadingLabel={t`Loading deposit targets`}
      loading={
        <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-52 w-full rounded-2xl" />
          ))}
        </div>
      }
    >
      {() => {
        const shownCount = formatCount(shown.length);
        return (
          <div className="mt-6 flex flex-col gap-4">
            <div className="flex flex-wrap items-start gap-3">
              <div className="min-w-48">
                <label htmlFor={`${uid}-chain`} className="block text-sm font-medium">
                  <Trans>Chain</Trans>
                </label>
                <select
                  id={`${uid}-chain`}
                  className={`${controlClass} aria-[invalid=true]:border-red-500`}
                  aria-invalid={chainInvalid}
                  aria-describedby={chainInvalid ? `${uid}-chain-error` : undefined}
                  value={chainFilter === undefined ? '' : String(chainFilter)}
                  onChange={(event) => {
                    setParam(CHAIN_PARAM, event.target.value);
                  }}
                >
                  <option value="">{t`All chains`}</option>
                  {[...new Set([...chains, ...(chainFilter === undefined ? [] : [chainFilter])])].map((chainId) => (
                    <option key={chainId} value={String(chainId)}>
                      {chainName(chainId)}
                    </option>
                  ))}
                </select>
                {chainInvalid && (
                  <p id={`${uid}-chain-error`} className="mt-1 max-w-xs text-sm text-red-700 dark:text-red-300">
                    <Trans>The link’s chain “{linkChain}” is not a chain id, so every chain is shown.</Trans>
                  </p>
                )}
              </div>
              <div className="min-w-48 flex-1">
                <label htmlFor={`${uid}-search`} className="block text-sm font-medium">
                  <Trans>Search</Trans>
                </label>
                <input
                  id={`${uid}-search`}
                  type="search"
                  className={controlClass}
                  placeholder={t`Name, protocol, token or address`}
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                  }}
                />
              </div>
            </div>
            <SkippedRowsNotice rejected={query.data?.rejected} rows="deposit-targets" />
            <p className="text-sm" aria-live="polite">
              {shown.length === targets.length
                ? t`${plural(targets.length, { one: '# deposit target.', other: '# deposit targets.' })}`
                : t`${plural(targets.length, {
                    one: `${shownCount} of # deposit targets match.`,
                    other: `${shownCount} of # deposit targets match.`,
                  })}`}
            </p>
            {shown.length === 0 ? (
              <EmptyState
                title={targets.length === 0 ? t`No deposit targets yet` : t`No deposit targets match`}
                actions={
                  targets.length === 0 ? undefined : (
                    <button
                      type="button"
                      onClick={() => {
                        setParams({});
                      }}
                      className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
                    >
                      <Trans>Show all targets</Trans>
                    </button>
                  )
                }
              >
                {targets.length === 0 ? (
                  <Trans>Nothing accepts deposits here yet.</Trans>
                ) : (
                  <Trans>Try another chain or search.</Trans>
                )}
              </EmptyState>
            ) : (
              <BackgroundRender
                value={shown}
                first={shown.length > CARDS_DRAWN_WITH_THE_PAGE ? shown.slice(0, CARDS_DRAWN_WITH_THE_PAGE) : undefined}
                render={(cards) => <DepositTargetCards targets={cards} />}
              />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

/**
 * Said once, above every card: the interface has no deposit-transaction endpoint, so this app
 * cannot build a deposit, and a target's or forwarder's address shown invites a plain token
 * transfer, which is no deposit (the contract never credits it). Each card says where to deposit.
 */
export function DepositWarning() {
  return (
    <div
      role="note"
      className="mt-4 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">
        <Trans>This app cannot make a deposit for you</Trans>
      </p>
      <p className="mt-1">
        <Trans>
          Deposit through each target’s own protocol app. Do not transfer tokens straight to a target’s or a forwarder’s
          address: a plain transfer is not a deposit, and the tokens may be lost.
        </Trans>
      </p>
    </div>
  );
}

/**
 * The cards drawn with the rest of the screen: more than any screen shows (a phone shows one and a
 * half, two columns from 768 px, about three rows of them on a 1440 px tall window). The others
 * follow in a background render that yields to input: drawing every card at once was a 55-85 ms
 * task at 4x CPU for nine of them.
 */
const CARDS_DRAWN_WITH_THE_PAGE = 6;

/** The cards of `targets`, memoised on them (see BackgroundRender). */
const DepositTargetCards = memo(function DepositTargetCards({ targets }: { targets: readonly ForwarderTarget[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Deposit targets`} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {targets.map((target) => (
        <li key={`${String(target.chainId)}:${target.targetAddress}`} className={CARD_CELL_CLASS}>
          <DepositTargetCard target={target} />
        </li>
      ))}
    </ul>
  );
});

/**
 * Each card's box: off screen it is not styled or laid out until scrolled near, at about the
 * height a card has at that width until first drawn (420 px on a phone, 352 in two columns, 312
 * from 1024 px), then as last drawn: laying out the cards no one sees was part of the task that
 * drew them (see CARDS_DRAWN_WITH_THE_PAGE).
 */
const CARD_CELL_CLASS =
  '[contain-intrinsic-size:auto_26.25rem] md:[contain-intrinsic-size:auto_22rem] lg:[contain-intrinsic-size:auto_19.5rem] [content-visibility:auto]';

function DepositTargetCard({ target }: { target: ForwarderTarget }) {
  const { t, i18n } = useLingui();
  const explorer = explorerUrl(target.chainId);
  const name = target.name;
  const chain = chainName(target.chainId);
  const shareSymbol = target.shareToken.symbol;
  const actions = target.supportedActions
    .map((action) => {
      const label = ACTION_LABELS[action];
      return label === undefined ? action : i18n._(label);
    })
    .join(', ');
  const depositTypeLabel = DEPOSIT_TYPE_LABELS[target.depositActionType];
  const depositType = depositTypeLabel === undefined ? target.depositActionType : i18n._(depositTypeLabel);
  const tokens = [target.acceptedToken, ...target.acceptedTokens].filter(
    (token, index, all) => all.findIndex((other) => other.address === token.address) === index,
  );
  return (
    <article
      // Named with its chain: the same vault symbol can sit on several chains.
      aria-label={t`${name} on ${chain}`}
      className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-4 dark:border-slate-800"
    >
      <div>
        <h2 className="text-lg font-semibold">
          <DisplayText text={target.name} maxWidthClass="max-w-full" />
        </h2>
        <p title={target.protocol} className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
          {target.protocol} · {chain}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>Deposit</Trans>
          </dt>
          <dd className="min-w-0">
            {tokens.map((token, index) => (
              <span key={token.address}>
                {index > 0 && ', '}
                <TokenSymbol token={token} />
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>You receive</Trans>
          </dt>
          <dd className="min-w-0">
            <Trans>
              <DisplayText text={shareSymbol} /> shares
            </Trans>
          </dd>
        </div>
      </dl>
      {/* Where to deposit, in the card, beside the addresses a reader might copy; why a transfer to
          them is no deposit is said once above the cards (DepositWarning), the warning itself in
          each, where a reader who copies an address is. */}
      <p
        role="note"
        aria-label={t`How to deposit into ${name}`}
        className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <Trans>
          Deposit through the protocol’s own app (<DisplayText text={target.protocol} />
          ), never by a transfer to the addresses below.
        </Trans>
      </p>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>Forwarder contract</Trans>
          </dt>
          <dd>
            <AddressLink
              address={target.forwarderAddress}
              explorer={explorer}
              label={t`Forwarder contract address`}
              hideLabel
            />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>Vault</Trans>
          </dt>
          <dd>
            <AddressLink address={target.targetAddress} explorer={explorer} label={t`Vault address`} hideLabel />
          </dd>
        </div>
      </dl>
      {/* How the deposit is routed matters to someone checking the contracts, not to a depositor. */}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-slate-700 select-none dark:text-slate-300">
          <Trans>Details</Trans>
        </summary>
        <dl className="mt-2 grid grid-cols-1 gap-2">
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              <Trans>How</Trans>
            </dt>
            <dd className="wrap-anywhere">
              {actions}. {depositType}.
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              <Trans>Forwarder contract</Trans>
            </dt>
            <dd>
              <Trans>Deposits routed through it count in the campaigns that need a forwarder deposit.</Trans>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              <Trans>Share token decimals</Trans>
            </dt>
            <dd>{target.shareToken.decimals}</dd>
          </div>
        </dl>
      </details>
      <AppLink
        to={paths.campaignsOnTarget(target.chainId, target.targetAddress)}
        className="mt-auto text-sm font-semibold wrap-anywhere text-brand-700 underline dark:text-brand-300"
      >
        <Trans>Campaigns rewarding {name}</Trans>
      </AppLink>
    </article>
  );
}
