import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AddressLink } from '../../../components/address-link.tsx';
import { Button } from '../../../components/button.tsx';
import { ChainIcon } from '../../../components/chain-icon.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import type { Address } from '../../../domain/address.ts';
import { UsdFigure } from '../../../components/usd-figure.tsx';
import { formatUsd } from '../../../domain/usd-value.ts';
import { feeText } from './claim-fee.ts';
import type { ClaimVerdict, ClaimWorth } from './claim-worth.ts';
import { managerAddressOf, noManagerMessage } from './claim-manager.ts';

type FeeEstimate = Parameters<typeof feeText>[0];

interface ClaimConfirmPanelProps {
  chainId: number;
  /** Who receives the tokens. */
  recipient: Address;
  /** The connected wallet that sends and pays the gas. */
  sender: Address | undefined;
  /** "12.5 PTN": what the service says the claim pays. */
  amount: string;
  fee: FeeEstimate;
  /** The claim's value and fee in dollars, and whether it costs more than it pays; none without a price source. */
  worth?: ClaimWorth | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What a claim does, read before the wallet opens: who is paid, which contract is called on which
 * chain, and what the gas should cost. The wallet shows the same call; here a person can check
 * the contract against the explorer before trusting the wallet's prompt.
 */
export function ClaimConfirmPanel({
  chainId,
  recipient,
  sender,
  amount,
  fee,
  worth,
  onConfirm,
  onCancel,
}: ClaimConfirmPanelProps) {
  const { t } = useLingui();
  const uid = useId();
  const manager = managerAddressOf(chainId);
  const explorer = explorerUrl(chainId);
  const forOther = sender !== undefined && sender.toLowerCase() !== recipient.toLowerCase();
  return (
    <div
      role="group"
      aria-labelledby={`${uid}-title`}
      className="flex w-full max-w-sm flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950"
    >
      <p id={`${uid}-title`} className="font-semibold">
        <Trans>Before you sign: claim {amount}</Trans>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Recipient</Trans>
        </dt>
        <dd className="min-w-0">
          <AddressLink address={recipient} explorer={explorer} label={t`Recipient`} hideLabel />
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {forOther
              ? t`Not your connected wallet, which sends the claim and pays its gas.`
              : t`Your connected wallet`}
          </span>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Contract</Trans>
        </dt>
        <dd className="min-w-0">
          {manager === undefined ? (
            <span className="text-red-700 dark:text-red-300">{noManagerMessage(chainId)}</span>
          ) : (
            <>
              <AddressLink address={manager} explorer={explorer} label={t`Manager contract`} hideLabel />
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                <Trans>Rewards manager</Trans>
              </span>
            </>
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Chain</Trans>
        </dt>
        <dd className="flex items-center gap-1.5">
          <ChainIcon chainId={chainId} size={14} />
          {chainName(chainId)}
        </dd>
        {worth !== undefined && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">
              <Trans>Value</Trans>
            </dt>
            <dd data-testid="claim-value">
              <UsdFigure value={worth.value} pricedAt={worth.valuePricedAt} />
            </dd>
          </>
        )}
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Estimated fee</Trans>
        </dt>
        <dd aria-live="polite" className="break-words" data-testid="claim-fee">
          {feeText(fee, chainId)}
          {worth !== undefined && fee.state === 'ready' && (
            <>
              {' ('}
              <UsdFigure value={worth.fee} pricedAt={worth.feePricedAt} />
              {')'}
            </>
          )}
        </dd>
      </dl>
      {worth !== undefined && <Verdict id={`${uid}-verdict`} verdict={worth.verdict} />}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={onConfirm}
          disabled={manager === undefined}
          data-testid="confirm-in-wallet"
          aria-describedby={worth?.verdict.verdict === 'costs-more' ? `${uid}-verdict` : undefined}
        >
          <Trans>Confirm in wallet</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * What the fee is against the claim's value, in words, before the wallet opens: a warning when it
 * costs more than it pays (the claim can still be confirmed, deliberately), or why no comparison
 * can be made. A missing price is said, never taken as $0.
 */
function Verdict({ id, verdict }: { id: string; verdict: ClaimVerdict }) {
  switch (verdict.verdict) {
    case 'costs-more': {
      const fee = formatUsd(verdict.fee);
      const value = formatUsd(verdict.value);
      return (
        <p
          id={id}
          role="alert"
          data-testid="fee-warning"
          className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Trans>
            This claim costs more than it pays: its fee, about {fee}, is above its value, {value}. You can still confirm
            it in your wallet.
          </Trans>
        </p>
      );
    }
    case 'no-price': {
      const { symbol } = verdict;
      return (
        <p id={id} className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>{symbol} has no price, so the fee cannot be compared with what this claim pays.</Trans>
        </p>
      );
    }
    case 'unavailable': {
      const { reason } = verdict;
      return (
        <p id={id} className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>Dollar values unavailable: {reason}. The fee cannot be compared with what this claim pays.</Trans>
        </p>
      );
    }
    default:
      return null;
  }
}
