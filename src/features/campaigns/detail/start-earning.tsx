import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../../components/app-link.tsx';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { AddressLink } from '../../../components/address-link.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { paths } from '../../../config/paths.ts';
import { capDisplayText } from '../../../domain/display-text.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { formatTargetAmount } from '../amounts.ts';
import { targetName } from '../campaign-labels.ts';
import { isOver } from '../campaign-over.ts';

/** What the linked contract is, as the person depositing knows it. */
function contractLabel(campaign: Campaign): MessageDescriptor {
  const { target } = campaign;
  if (target.address === undefined) return msg`Pool manager`;
  const kind = target.tokenStandard.toLowerCase();
  return kind === 'erc4626' ? msg`Vault` : kind === 'erc20' ? msg`Token` : msg`Target contract`;
}

/**
 * The one step that makes a position count, in the words of the target's kind: one whole sentence
 * per kind, with and without the protocol, so a translator can order its words.
 */
function firstStep(campaign: Campaign): MessageDescriptor {
  const { target } = campaign;
  const name = capDisplayText(targetName(target));
  const chain = chainName(target.chainId);
  const protocol = target.protocol === undefined ? undefined : capDisplayText(target.protocol);
  switch (target.tokenStandard.toLowerCase()) {
    case 'erc4626':
      return protocol === undefined
        ? msg`Deposit into the ${name} vault on ${chain}: the vault shares you hold earn rewards.`
        : msg`Deposit into the ${name} vault on ${protocol} on ${chain}: the vault shares you hold earn rewards.`;
    case 'erc20':
      return protocol === undefined
        ? msg`Hold ${name} on ${chain} in your wallet: your balance earns rewards.`
        : msg`Hold ${name} on ${protocol} on ${chain} in your wallet: your balance earns rewards.`;
    case 'erc721':
    case 'erc1155':
      if (target.requireInRange === true) {
        return protocol === undefined
          ? msg`Open a liquidity position in ${name} on ${chain} with a price range that covers the current price: the position earns rewards.`
          : msg`Open a liquidity position in ${name} on ${protocol} on ${chain} with a price range that covers the current price: the position earns rewards.`;
      }
      return protocol === undefined
        ? msg`Open a liquidity position in ${name} on ${chain}: the position earns rewards.`
        : msg`Open a liquidity position in ${name} on ${protocol} on ${chain}: the position earns rewards.`;
    default:
      return protocol === undefined
        ? msg`Take a position in ${name} on ${chain}: it earns rewards.`
        : msg`Take a position in ${name} on ${protocol} on ${chain}: it earns rewards.`;
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
  const { t, i18n } = useLingui();
  const { target, modes } = campaign;
  if (isOver(campaign.status)) {
    return (
      <p className="text-sm">
        {lead !== undefined && `${lead} `}
        <Trans>
          This campaign is over, so a new position earns nothing from it. Browse{' '}
          <AppLink to={paths.campaigns} className="text-brand-700 underline dark:text-brand-300">
            live campaigns
          </AppLink>{' '}
          instead.
        </Trans>
      </p>
    );
  }
  const contract = target.address ?? target.poolManager;
  const minBalance =
    modes.minBalance === undefined ? undefined : formatTargetAmount(modes.minBalance.minBalance, target);
  const start = formatDateTime(campaign.startTime);
  const contractName = i18n._(contractLabel(campaign));
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/50">
      {lead !== undefined && <p className="mb-2">{lead}</p>}
      <h3 className="font-semibold">
        <Trans>How to start earning</Trans>
      </h3>
      {campaign.requiresForwarderDeposit ? (
        // Only the forwarder's route counts here: a deposit sent straight to the target (the
        // address below) earns nothing, so the way in comes first and the target is named as such.
        <p className="mt-1">
          <Trans>
            Deposit through this campaign’s deposit target on{' '}
            <AppLink to={paths.depositTargets} className="text-brand-700 underline dark:text-brand-300">
              Deposit targets
            </AppLink>
            : only deposits made there count. A deposit sent straight to the target below earns nothing.
          </Trans>
        </p>
      ) : (
        <p className="mt-1">{i18n._(firstStep(campaign))}</p>
      )}
      <ul className="mt-1 list-disc pl-5">
        {minBalance !== undefined && (
          <li>
            <Trans>Hold at least {minBalance} to qualify.</Trans>
          </li>
        )}
        {(campaign.status === 'draft' || campaign.status === 'pending') && (
          <li>
            <Trans>The campaign starts {start}; positions earn from then.</Trans>
          </li>
        )}
      </ul>
      {contract !== undefined && (
        <p className="mt-2">
          <AddressLink
            address={contract}
            explorer={explorerUrl(target.chainId)}
            label={campaign.requiresForwarderDeposit ? t`${contractName} (do not deposit here directly)` : contractName}
          />
        </p>
      )}
    </div>
  );
}
