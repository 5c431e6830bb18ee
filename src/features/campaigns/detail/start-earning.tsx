import { Link } from 'react-router-dom';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { AddressLink } from '../../../components/address-link.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { paths } from '../../../config/paths.ts';
import { capDisplayText } from '../../../domain/display-text.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { formatTargetAmount } from '../amounts.ts';
import { targetName } from '../campaign-labels.ts';

const OVER = new Set(['ended', 'finalized', 'cancelled']);

/** What the linked contract is, as the person depositing knows it. */
function contractLabel(campaign: Campaign): string {
  const { target } = campaign;
  if (target.address === undefined) return 'Pool manager';
  const kind = target.tokenStandard.toLowerCase();
  return kind === 'erc4626' ? 'Vault' : kind === 'erc20' ? 'Token' : 'Target contract';
}

/** The one step that makes a position count, in the words of the target's kind. */
function firstStep(campaign: Campaign): string {
  const { target } = campaign;
  const name = capDisplayText(targetName(target));
  const where = `${target.protocol === undefined ? '' : ` on ${capDisplayText(target.protocol)}`} on ${chainName(target.chainId)}`;
  switch (target.tokenStandard.toLowerCase()) {
    case 'erc4626':
      return `Deposit into the ${name} vault${where}: the vault shares you hold earn rewards.`;
    case 'erc20':
      return `Hold ${name}${where} in your wallet: your balance earns rewards.`;
    case 'erc721':
    case 'erc1155':
      return `Open a liquidity position in ${name}${where}${target.requireInRange === true ? ' with a price range that covers the current price' : ''}: the position earns rewards.`;
    default:
      return `Take a position in ${name}${where}: it earns rewards.`;
  }
}

/**
 * What someone without a position here does to start earning: the step for this kind of target,
 * the rules that decide whether it counts, and the target itself, linked on its chain's explorer
 * (a local chain has none: the address is shown with a copy button).
 */
export function StartEarning({
  campaign,
  lead,
}: {
  campaign: Campaign;
  /** Why this is shown: "This address holds no …". */ lead?: string;
}) {
  const { target, modes } = campaign;
  if (OVER.has(campaign.status)) {
    return (
      <p className="text-sm">
        {lead !== undefined && `${lead} `}This campaign is over, so a new position earns nothing from it. Browse{' '}
        <Link to={paths.campaigns} className="text-indigo-700 underline dark:text-indigo-300">
          live campaigns
        </Link>{' '}
        instead.
      </p>
    );
  }
  const contract = target.address ?? target.poolManager;
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/50">
      {lead !== undefined && <p className="mb-2">{lead}</p>}
      <h3 className="font-semibold">How to start earning</h3>
      {campaign.requiresForwarderDeposit ? (
        // Only the forwarder's route counts here: a deposit sent straight to the target (the
        // address below) earns nothing, so the way in comes first and the target is named as such.
        <p className="mt-1">
          Deposit through this campaign’s deposit target on{' '}
          <Link to={paths.depositTargets} className="text-indigo-700 underline dark:text-indigo-300">
            Deposit targets
          </Link>
          : only deposits made there count. A deposit sent straight to the target below earns nothing.
        </p>
      ) : (
        <p className="mt-1">{firstStep(campaign)}</p>
      )}
      <ul className="mt-1 list-disc pl-5">
        {modes.minBalance !== undefined && (
          <li>Hold at least {formatTargetAmount(modes.minBalance.minBalance, target)} to qualify.</li>
        )}
        {(campaign.status === 'draft' || campaign.status === 'pending') && (
          <li>The campaign starts {formatDateTime(campaign.startTime)}; positions earn from then.</li>
        )}
      </ul>
      {contract !== undefined && (
        <p className="mt-2">
          <AddressLink
            address={contract}
            explorer={explorerUrl(target.chainId)}
            label={
              campaign.requiresForwarderDeposit
                ? `${contractLabel(campaign)} (do not deposit here directly)`
                : contractLabel(campaign)
            }
          />
        </p>
      )}
    </div>
  );
}
