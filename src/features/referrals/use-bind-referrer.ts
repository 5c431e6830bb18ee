import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Config } from 'wagmi';
import { getBlock, signTypedData } from 'wagmi/actions';
import { getReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import { bindReferral } from '../../api/endpoints/post-referral-bind.ts';
import { referralKeys } from '../../api/query-keys.ts';
import type { ReferralBind } from '../../api/schemas/referrals.ts';
import type { Address } from '../../domain/address.ts';
import {
  buildReferralBindTypedData,
  REFERRAL_BIND_MAX_DEADLINE_SECONDS,
} from '../../contracts/referral-bind-typed-data.ts';
import { useStepMutation, type StepStatus } from '../../wallet/use-step-mutation.ts';
import { deviceClockNote, trustedNow, type TrustedNow } from './bind-clock.ts';
import { BindStoppedError, describeBindError, isExpiredSignature } from './bind-errors.ts';
import { clearPendingReferral } from './referral-link.ts';

/** The steps of a bind under way. */
export type BindStep = { step: 'resolving' } | { step: 'sign-in-wallet'; referrer: Address } | { step: 'binding' };

/** Where a bind stands; the UI shows exactly one of these. */
export type BindStatus =
  | { step: 'idle' }
  | BindStep
  | { step: 'bound'; referrer: Address; created: boolean }
  | { step: 'failed'; message: string };

/** How a bind is authorized: the referee's wallet signs, or an identity session vouches for it. */
export type BindAuthorization = { mode: 'signature' } | { mode: 'session'; sessionToken: string };

export interface BindRequest {
  username: string;
  authorization: BindAuthorization;
  /** The payout wallet the person was shown for `username`; the bind stops if it has changed. */
  shownReferrer: Address | undefined;
}

// The deadline is dated by the service's clock (bind-clock.ts); the margin covers the time between
// signing and the service reading the bind, and a service whose instances disagree a little.
const DEADLINE_MARGIN_SECONDS = 300;

/**
 * Runs one bind of `referee` to the referrer behind `username`. In signature mode the username is
 * resolved first and the wallet signs that exact address (EIP-712, no chain in the domain, so
 * the wallet may sit on any chain); in session mode the service resolves it. `onTrustedTime`
 * hears what "now" the deadline was dated by.
 */
export async function runBind(
  config: Config,
  referee: Address | undefined,
  { username, authorization, shownReferrer }: BindRequest,
  onStep: (step: BindStep) => void,
  onTrustedTime: (trusted: TrustedNow) => void = () => undefined,
): Promise<ReferralBind> {
  if (referee === undefined) throw new BindStoppedError(t`Connect the wallet you want to bind first.`);
  if (authorization.mode === 'session') {
    onStep({ step: 'binding' });
    return bindReferral({
      mode: 'session',
      sessionToken: authorization.sessionToken,
      referee,
      referrerUsername: username,
    });
  }
  onStep({ step: 'resolving' });
  // Resolved now, not from a cache: the account owner may have re-pointed their payout wallet.
  const { referrer } = await getReferralUsername(username);
  if (shownReferrer !== undefined && referrer !== shownReferrer) {
    throw new BindStoppedError(
      t`The payout wallet of @${username} changed to ${referrer} since it was shown; check it and bind again.`,
    );
  }
  // The service refuses a self-bind only after the signature; stop before the wallet asks.
  if (referrer === referee) {
    throw new BindStoppedError(
      t`@${username} is your own username: its link credits this wallet, and a wallet cannot bind to itself. Nothing was signed.`,
    );
  }
  // The lookup just answered, so the service's clock reading is fresh.
  const trusted = await trustedNow(async () => (await getBlock(config)).timestamp);
  onTrustedTime(trusted);
  onStep({ step: 'sign-in-wallet', referrer });
  const deadline = BigInt(
    Math.floor(trusted.nowMs / 1000) + REFERRAL_BIND_MAX_DEADLINE_SECONDS - DEADLINE_MARGIN_SECONDS,
  );
  const signature = await signTypedData(config, {
    account: referee,
    ...buildReferralBindTypedData(referrer, deadline),
  });
  onStep({ step: 'binding' });
  try {
    return await bindReferral({ mode: 'signature', referee, referrer, deadline, signature });
  } catch (error) {
    // Dated by the service's own clock, an expired deadline means the signature waited in the
    // wallet for most of an hour, not that this device's clock is off.
    if (trusted.source === 'service' && isExpiredSignature(error)) {
      throw new BindStoppedError(
        t`The signature expired before it reached the service: a bind signature is valid for under an hour. Bind again and sign when your wallet asks.`,
        { cause: error },
      );
    }
    throw error;
  }
}

function toBindStatus(status: StepStatus<BindStep, ReferralBind>): BindStatus {
  switch (status.state) {
    case 'idle':
      return { step: 'idle' };
    case 'working':
      return status.step;
    case 'done':
      return { step: 'bound', referrer: status.result.referrer, created: status.result.created };
    case 'failed':
      return { step: 'failed', message: status.message };
  }
}

/**
 * Binds the connected wallet (the referee) to the referrer behind a username, permanently, as a
 * single status value on the shared wallet-action path (`useStepMutation`). Needs the wallet layer
 * (render inside `<WalletReady>`). After a bind, the pending referral link is forgotten and every
 * referral query refetched.
 */
export function useBindReferrer(referee: Address | undefined) {
  const queryClient = useQueryClient();
  // A device clock far from the service's, named once a bind has read the trusted time.
  const [clockNote, setClockNote] = useState<string | null>(null);
  const { status, busy, start } = useStepMutation<BindStep, ReferralBind, BindRequest>({
    mutationKey: [...referralKeys.all, 'bind', referee],
    run: (config, onStep, request) =>
      runBind(config, referee, request, onStep, (trusted) => {
        setClockNote(deviceClockNote(trusted));
      }),
    describeError: (error, request) => describeBindError(error, request.username),
    onSuccess: async () => {
      clearPendingReferral();
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
  // One object per status change: the form keys effects on it.
  const bindStatus = useMemo(() => toBindStatus(status), [status]);
  return {
    status: bindStatus,
    /** A sentence about a device clock far from the service's, or null. */
    clockNote,
    busy,
    bind: start,
  };
}
