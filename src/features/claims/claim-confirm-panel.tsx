import { useId } from 'react';
import { AddressLink } from '../../components/address-link.tsx';
import { Button } from '../../components/button.tsx';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { chainName, explorerUrl } from '../../config/chains.ts';
import type { Address } from '../../domain/address.ts';
import { feeText } from './claim-fee.ts';
import { managerAddressOf, noManagerMessage } from './claim-flow.ts';

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
  onConfirm,
  onCancel,
}: ClaimConfirmPanelProps) {
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
        Before you sign: claim {amount}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">Recipient</dt>
        <dd className="min-w-0">
          <AddressLink address={recipient} explorer={explorer} label="Recipient" hideLabel />
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {forOther ? 'Not your connected wallet, which sends the claim and pays its gas.' : 'Your connected wallet'}
          </span>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Contract</dt>
        <dd className="min-w-0">
          {manager === undefined ? (
            <span className="text-red-700 dark:text-red-300">{noManagerMessage(chainId)}</span>
          ) : (
            <>
              <AddressLink address={manager} explorer={explorer} label="Manager contract" hideLabel />
              <span className="block text-xs text-slate-600 dark:text-slate-400">Rewards manager</span>
            </>
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Chain</dt>
        <dd className="flex items-center gap-1.5">
          <ChainIcon chainId={chainId} size={14} />
          {chainName(chainId)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Estimated fee</dt>
        <dd aria-live="polite" className="break-words">
          {feeText(fee, chainId)}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={manager === undefined}>
          Confirm in wallet
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
