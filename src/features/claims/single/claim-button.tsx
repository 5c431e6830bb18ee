import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTokenPrices } from '../../../api/prices/use-token-prices.ts';
import { formatCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import type { RewardToken } from '../../../api/schemas/campaign.ts';
import { shortenAddress, type Address } from '../../../domain/address.ts';
import { explorerUrl } from '../../../config/chains.ts';
import { useCampaignNames } from '../../../api/campaign-directory.ts';
import { AddressLink } from '../../../components/address-link.tsx';
import { buttonClasses } from '../../../components/button.tsx';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { useWalletSession } from '../../../wallet/wallet-session.ts';
import { ClaimConfirmPanel } from '../shared/claim-confirm-panel.tsx';
import { isDeclined } from '../shared/claim-errors.ts';
import { nativeCurrencyOf, useClaimFee } from '../shared/claim-fee.ts';
import { gasTokenOf, weighClaim, type ClaimWorth } from '../shared/claim-worth.ts';
import type { ClaimStatus, ClaimToastWords } from '../shared/claim-flow.ts';
import { referralPayouts, rewardClaims } from '../shared/claim-kinds.ts';
import { useSingleClaim } from './single-claim.ts';
import { safeClaimRefusal } from '../shared/safe-refusal.ts';
import { useSafe } from '../../../wallet/safe/safe-session.ts';

export interface ClaimButtonProps {
  id: CampaignId;
  user: Address;
  /** What the service says is claimable now; the chain decides the exact amount paid. */
  claimable: bigint;
  rewardToken: RewardToken;
  /** The campaign's display name where the caller has it; else the shared campaign directory names it. */
  name?: string;
}

/** The line under a claim button: what is happening now, or how the claim ended. */
function StatusText({ status, token }: { status: ClaimStatus; token: RewardToken }) {
  const { t } = useLingui();
  switch (status.state) {
    case 'idle':
      return '';
    case 'done': {
      const amount = formatTokenWithSymbol(status.result.amount, token);
      return t`Claimed ${amount}.`;
    }
    case 'failed':
      return status.message;
    case 'working':
      break;
  }
  const step = status.step;
  switch (step.step) {
    case 'checking':
      return t`Checking the proof and what the chain has paid…`;
    case 'switching-chain': {
      const chain = step.chainName;
      return t`Switch your wallet to ${chain}…`;
    }
    case 'confirm-in-wallet':
      return t`Confirm the claim in your wallet…`;
    case 'confirming': {
      const hash = shortenAddress(step.hash, 6);
      return t`Confirming… transaction ${hash} is sent and waiting to be mined.`;
    }
    case 'confirming-slow': {
      const { hash } = step;
      return t`Transaction ${hash} is not mined yet; the network or its RPC may be slow. It may still land, so do not send it again.`;
    }
  }
}

/** The hash worth showing at this moment: a transaction being mined, or the one that paid. */
function shownHash(status: ClaimStatus) {
  if (status.state === 'done') return status.result.hash;
  if (status.state === 'working' && (status.step.step === 'confirming' || status.step.step === 'confirming-slow'))
    return status.step.hash;
  return undefined;
}

interface ClaimControlProps {
  claimFlow: { status: ClaimStatus; busy: boolean; claim: () => void };
  id: CampaignId;
  /** Who is paid: shown before signing. */
  recipient: Address;
  /** What the service says can be claimed; the chain decides the exact amount paid. */
  amount: bigint;
  rewardToken: RewardToken;
  /** What the button claims: a reward ("Claim 12.5 PTN") or a referral payout ("Claim payout 12.5 PTN"). */
  what: 'claim' | 'payout';
  /** Whether the confirm panel is open (it also starts the fee estimate). */
  confirming: boolean;
  setConfirming: (open: boolean) => void;
  sender: Address | undefined;
  fee: ReturnType<typeof useClaimFee>;
}

/**
 * The claim's value and fee in dollars while its review is open: the reward token's and the gas
 * token's prices (asked only then, through the shared batcher and cache), weighed by the plan's
 * rule. None without a price source.
 */
function useClaimWorth(
  open: boolean,
  chainId: number,
  amount: bigint,
  rewardToken: RewardToken,
  fee: ReturnType<typeof useClaimFee>,
): ClaimWorth | undefined {
  const tokens = useMemo(
    () => (open ? [{ chainId, address: rewardToken.address }, gasTokenOf(chainId)] : []),
    [open, chainId, rewardToken.address],
  );
  const prices = useTokenPrices(tokens);
  if (!prices.enabled) return undefined;
  const gas = nativeCurrencyOf(chainId);
  return weighClaim({
    amount,
    token: rewardToken,
    tokenPrice: prices.priceOf({ chainId, address: rewardToken.address }),
    gasSymbol: gas.symbol,
    gasDecimals: gas.decimals,
    gasPrice: prices.priceOf(gasTokenOf(chainId)),
    feeWei: fee.state === 'ready' ? fee.fee : fee.state === 'failed' ? null : undefined,
    sourceError: prices.error === null ? undefined : prices.error.message,
  });
}

/**
 * A claim button (quiet, so a list of them does not outshine "Claim everything") that first opens
 * what the claim does (recipient, contract, chain, fee), then a line saying at each step what is
 * happening. The line is a live region, so the outcome is announced too; when the claim ends,
 * focus moves to it if the button had it. Once paid, the row keeps the transaction hash.
 * Renders nothing when there is nothing to claim and no claim to report.
 */
function ClaimControl(props: ClaimControlProps) {
  const {
    claimFlow,
    id,
    recipient,
    amount: claimable,
    rewardToken,
    what,
    confirming,
    setConfirming,
    sender,
    fee,
  } = props;
  const { t } = useLingui();
  const { status, busy, claim } = claimFlow;
  const uid = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const ended = status.state === 'done' || status.state === 'failed';
  const worth = useClaimWorth(confirming, id.chainId, claimable, rewardToken, fee);
  const safe = useSafe();
  // Inside a Safe a row sends nothing: said before anyone opens a review that could only fail.
  const safeRefusal =
    safe === undefined || busy || status.state !== 'idle'
      ? undefined
      : safeClaimRefusal(safe, id.chainId, what === 'payout' ? 'payouts' : 'rewards');
  useEffect(() => {
    // The button is removed after a claim, and a failure message is the next thing to read.
    const focusWasHere = document.activeElement === buttonRef.current || document.activeElement === document.body;
    if (ended && focusWasHere) statusRef.current?.focus();
  }, [ended]);
  if (claimable === 0n && status.state === 'idle' && !busy) return null;
  const amount = formatTokenWithSymbol(claimable, rewardToken);
  const label = what === 'payout' ? t`Claim payout ${amount}` : t`Claim ${amount}`;
  const campaignId = formatCampaignId(id);
  const hash = shownHash(status);
  const declined = status.state === 'failed' && isDeclined(status.message);
  return (
    <div className="flex flex-col items-start gap-1">
      <span id={`${uid}-campaign`} className="sr-only">
        <Trans>Campaign {campaignId}</Trans>
      </span>
      {/* Once paid, the service may list the old amount for a moment more: offer no second claim. */}
      {status.state !== 'done' && (
        <button
          ref={buttonRef}
          type="button"
          data-testid="claim-button"
          onClick={() => {
            if (!busy) setConfirming(!confirming);
          }}
          // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
          aria-disabled={busy}
          disabled={!busy && (claimable === 0n || safeRefusal !== undefined)}
          aria-expanded={busy || safeRefusal !== undefined ? undefined : confirming}
          aria-describedby={safeRefusal === undefined ? `${uid}-campaign` : `${uid}-campaign ${uid}-safe`}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {busy ? t`Claiming…` : claimable === 0n ? t`Nothing to claim` : label}
        </button>
      )}
      {safeRefusal !== undefined && (
        <p id={`${uid}-safe`} className="max-w-xs text-xs text-slate-600 dark:text-slate-400">
          {safeRefusal}
        </p>
      )}
      {confirming && !busy && status.state !== 'done' && safeRefusal === undefined && (
        <ClaimConfirmPanel
          chainId={id.chainId}
          recipient={recipient}
          sender={sender}
          amount={amount}
          fee={fee}
          worth={worth}
          onConfirm={() => {
            setConfirming(false);
            claim();
          }}
          onCancel={() => {
            setConfirming(false);
            buttonRef.current?.focus();
          }}
        />
      )}
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className={`max-w-xs text-xs outline-none ${status.state === 'failed' && !declined ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        {busy && status.state === 'idle' ? (
          <Trans>A claim for this campaign is still being confirmed…</Trans>
        ) : (
          <StatusText status={status} token={rewardToken} />
        )}
        {hash !== undefined && (
          <span className="block">
            {status.state === 'done' ? (
              <Trans>
                Paid in transaction <AddressLink address={hash} explorer={explorerUrl(id.chainId)} kind="tx" />
              </Trans>
            ) : (
              <Trans>
                Transaction <AddressLink address={hash} explorer={explorerUrl(id.chainId)} kind="tx" />
              </Trans>
            )}
          </span>
        )}
      </p>
    </div>
  );
}

/** Claims a campaign's rewards to `user` from the connected wallet (inside the loaded wallet layer). */
export function ClaimButton({ id, user, claimable, rewardToken, name }: ClaimButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const sender = useWalletSession().address;
  // A caller without the name (a campaign page's position) still gets toasts that name it.
  const directory = useCampaignNames(name === undefined ? [id] : []);
  const words = useToastWords(id, 'claim', name ?? directory.nameOf(id, rewardToken.symbol).title, rewardToken);
  const claimFlow = useSingleClaim(rewardClaims, { id, user, shown: claimable }, words);
  const fee = useClaimFee(rewardClaims, id, user, sender, confirming);
  return (
    <ClaimControl
      claimFlow={claimFlow}
      id={id}
      recipient={user}
      amount={claimable}
      rewardToken={rewardToken}
      what="claim"
      confirming={confirming}
      setConfirming={setConfirming}
      sender={sender}
      fee={fee}
    />
  );
}

export interface ReferralPayoutButtonProps {
  id: CampaignId;
  referrer: Address;
  /** The final payout the service reports; the proof decides the exact amount paid. */
  amount: bigint;
  rewardToken: RewardToken;
  /**
   * The campaign's name as its row shows it, once the row has read it. The row names the rows in
   * view, so a page of payout buttons asks nothing more; toasts say the campaign id until then.
   */
  name: string | undefined;
}

/** Claims a referrer's one-shot payout of a campaign, through the manager, from the connected wallet. */
export function ReferralPayoutButton({ id, referrer, amount, rewardToken, name }: ReferralPayoutButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const sender = useWalletSession().address;
  const words = useToastWords(id, 'payout', name, rewardToken);
  const claimFlow = useSingleClaim(referralPayouts, { id, user: referrer, shown: amount }, words);
  const fee = useClaimFee(referralPayouts, id, referrer, sender, confirming);
  return (
    <ClaimControl
      claimFlow={claimFlow}
      id={id}
      recipient={referrer}
      amount={amount}
      rewardToken={rewardToken}
      what="payout"
      confirming={confirming}
      setConfirming={setConfirming}
      sender={sender}
      fee={fee}
    />
  );
}

/**
 * The words of a claim's toasts, read when each toast is shown (in the language active then): a
 * name that loads after the claim started (or a row that has left the screen) still names the
 * campaign. Without a name, the campaign is said by its id.
 */
function useToastWords(id: CampaignId, what: 'claim' | 'payout', name: string | undefined, rewardToken: RewardToken) {
  const { t } = useLingui();
  const campaignId = formatCampaignId(id);
  const words: ClaimToastWords =
    name === undefined
      ? {
          sent: () =>
            what === 'payout'
              ? t`Claim payout sent for campaign ${campaignId}`
              : t`Claim sent for campaign ${campaignId}`,
          failed: () =>
            what === 'payout'
              ? t`Claim payout failed for campaign ${campaignId}`
              : t`Claim failed for campaign ${campaignId}`,
          mined: (result) => {
            const amount = formatTokenWithSymbol(result.amount, rewardToken);
            return t`Claimed ${amount} from campaign ${campaignId}`;
          },
        }
      : {
          sent: () => (what === 'payout' ? t`Claim payout sent for ${name}` : t`Claim sent for ${name}`),
          failed: () => (what === 'payout' ? t`Claim payout failed for ${name}` : t`Claim failed for ${name}`),
          mined: (result) => {
            const amount = formatTokenWithSymbol(result.amount, rewardToken);
            return t`Claimed ${amount} from ${name}`;
          },
        };
  const latest = useRef(words);
  useEffect(() => {
    latest.current = words;
  });
  return useCallback(() => latest.current, []);
}
