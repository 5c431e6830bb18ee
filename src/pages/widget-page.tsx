import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../components/page-title.ts';
import { chainIdPattern } from '../config/config-rules.ts';
import { parseAddress, shortenAddress, type Address } from '../domain/address.ts';
import { parseCampaignId } from '../domain/campaign-id.ts';
import { capDisplayText, QUOTED_TEXT_MAX_CHARS } from '../domain/display-text.ts';
import { renderClaimButton } from '../features/claims/claim-slots.tsx';
import {
  TargetRewards,
  type WidgetSelection,
  type WidgetViewer,
} from '../features/campaigns/widget/target-rewards.tsx';
import { WIDGET_PARAMS } from '../lib/embed-protocol.ts';
import { useWalletSession } from '../wallet/wallet-session.ts';

/** What the loader asked for, or, when the attributes name nothing to show, what is wrong with each. */
type SelectionReading = { selection: WidgetSelection } | { selection: null; problems: string[] };

/**
 * Reads the loader's attributes: a campaign id, or a target on its chain. Each attribute that does
 * not read gets a sentence, quoting what was given (short: a page can pass anything).
 */
function readSelection(params: URLSearchParams): SelectionReading {
  const given = (name: string) => params.get(name)?.trim() ?? '';
  const quoted = (name: string) => capDisplayText(given(name), QUOTED_TEXT_MAX_CHARS);
  if (params.get(WIDGET_PARAMS.campaign) !== null) {
    const id = parseCampaignId(given(WIDGET_PARAMS.campaign));
    if (id !== null) return { selection: { kind: 'campaign', id } };
    const value = quoted(WIDGET_PARAMS.campaign);
    return { selection: null, problems: [t`campaign="${value}" is not a campaign id such as 8453:12.`] };
  }
  const chain = given(WIDGET_PARAMS.chain);
  const chainId = chainIdPattern.test(chain) && Number.isSafeInteger(Number(chain)) ? Number(chain) : undefined;
  const target = parseAddress(given(WIDGET_PARAMS.target));
  if (chainId !== undefined && target !== null) return { selection: { kind: 'target', chainId, address: target } };
  const problems: string[] = [];
  if (chain === '') problems.push(t`chain is missing.`);
  else if (chainId === undefined) {
    const value = quoted(WIDGET_PARAMS.chain);
    problems.push(t`chain="${value}" is not a chain id such as 1.`);
  }
  if (given(WIDGET_PARAMS.target) === '') problems.push(t`target is missing.`);
  else if (target === null) {
    const value = quoted(WIDGET_PARAMS.target);
    problems.push(t`target="${value}" is not an address (0x and 40 hexadecimal digits).`);
  }
  return { selection: null, problems };
}

/**
 * The rewards widget (`/widget`), framed by a partner's page through `widget.js`: one target's
 * campaigns, or one campaign, with the visitor's position and a claim. The connected wallet wins
 * over an address the page passed, which shows read-only.
 */
export default function WidgetPage() {
  usePageTitle(msg`Rewards`);
  const [params] = useSearchParams();
  const reading = readSelection(params);
  const { address: connected } = useWalletSession();
  const given = params.get(WIDGET_PARAMS.address);
  const givenAddress: Address | null = given === null || given.trim() === '' ? null : parseAddress(given);
  const viewer: WidgetViewer | undefined =
    connected !== undefined
      ? { address: connected, own: true }
      : givenAddress !== null
        ? { address: givenAddress, own: false }
        : undefined;
  const shown = viewer === undefined ? '' : shortenAddress(viewer.address, 6);
  if (reading.selection === null) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/40"
      >
        <Trans>
          This widget needs a target and its chain (target="0x…" chain="1") or a campaign id (campaign="8453:12"). Check
          the attributes of the partner-rewards element on this page.
        </Trans>
        {reading.problems.map((problem) => (
          <span key={problem} className="mt-1 block wrap-anywhere">
            {problem}
          </span>
        ))}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {given !== null && givenAddress === null && connected === undefined && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>
            The address this page gave the widget is not an EVM address; connect a wallet to see your rewards.
          </Trans>
        </p>
      )}
      {viewer === undefined && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Connect a wallet to see your position and claim.</Trans>
        </p>
      )}
      {viewer !== undefined && !viewer.own && (
        <p className="text-sm text-slate-600 dark:text-slate-400" title={viewer.address}>
          <Trans>Showing {shown} (read-only). Connect its wallet to claim.</Trans>
        </p>
      )}
      <TargetRewards selection={reading.selection} viewer={viewer} renderClaim={renderClaimButton} />
    </div>
  );
}
