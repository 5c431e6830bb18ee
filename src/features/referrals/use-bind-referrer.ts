import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import { getBlock, signTypedData } from 'wagmi/actions';
import { getReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import { bindReferral } from '../../api/endpoints/post-referral-bind.ts';
import { referralKeys } from '../../api/query-keys.ts';
import type { Address } from '../../domain/address.ts';
import {
  buildReferralBindTypedData,
  REFERRAL_BIND_MAX_DEADLINE_SECONDS,
} from '../../contracts/referral-bind-typed-data.ts';
import { deviceClockNote, trustedNow } from './bind-clock.ts';
import { BindStoppedError, describeBindError } from './bind-errors.ts';
import { clearPendingReferral } from './referral-link.ts';

/** Where a bind stands; the UI shows exactly one of these. */
export type BindStatus =
  | { step: 'idle' }
  | { step: 'resolving' }
  | { step: 'sign-in-wallet'; referrer: Address }
  | { step: 'binding' }
  | { step: 'bound'; referrer: Address; created: boolean }
  | { step: 'failed'; message: string };

/** How a bind is authorized: the referee's wallet signs, or an identity session vouches for it. */
export type BindAuthorization = { mode: 'signature' } | { mode: 'session'; sessionToken: string };

interface BindRequest {
  username: string;
  authorization: BindAuthorization;
  /** The payout wallet the person was shown for `username`; the bind stops if it has changed. */
  shownReferrer: Address | undefined;
}

// The deadline is dated by the service's clock (bind-clock.ts); the margin covers the time between
// signing and the service reading the bind, and a service whose instances disagree a little.
const DEADLINE_MARGIN_SECONDS = 300;

/**
 * Binds the connected wallet (the referee) to the referrer behind `username`, permanently. In
 * signature mode the username is resolved first and the wallet signs that exact address; in
 * session mode the service resolves it. Needs the wallet layer (render inside `<WalletReady>`).
 */
export function useBindReferrer(referee: Address | undefined) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<BindStatus>({ step: 'idle' });
  // A device clock far from the service's, named once a bind has read the trusted time.
  const [clockNote, setClockNote] = useState<string | null>(null);
  const mutation = useMutation({
    mutationKey: [...referralKeys.all, 'bind', referee],
    mutationFn: async ({ username, authorization, shownReferrer }: BindRequest) => {
      if (referee === undefined) throw new Error('Connect the wallet you want to bind first.');
      if (authorization.mode === 'session') {
        setStatus({ step: 'binding' });
        return bindReferral({
          mode: 'session',
          sessionToken: authorization.sessionToken,
          referee,
          referrerUsername: username,
        });
      }
      setStatus({ step: 'resolving' });
      // Resolved now, not from a cache: the account owner may have re-pointed their payout wallet.
      const { referrer } = await getReferralUsername(username);
      if (shownReferrer !== undefined && referrer !== shownReferrer) {
        throw new BindStoppedError(
          `The payout wallet of @${username} changed to ${referrer} since it was shown; check it and bind again.`,
        );
      }
      // The lookup just answered, so the service's clock reading is fresh.
      const trusted = await trustedNow(async () => (await getBlock(config)).timestamp);
      setClockNote(deviceClockNote(trusted));
      setStatus({ step: 'sign-in-wallet', referrer });
      const deadline = BigInt(
        Math.floor(trusted.nowMs / 1000) + REFERRAL_BIND_MAX_DEADLINE_SECONDS - DEADLINE_MARGIN_SECONDS,
      );
      const signature = await signTypedData(config, {
        account: referee,
        ...buildReferralBindTypedData(referrer, deadline),
      });
      setStatus({ step: 'binding' });
      return bindReferral({ mode: 'signature', referee, referrer, deadline, signature });
    },
    onSuccess: async (bind) => {
      clearPendingReferral();
      setStatus({ step: 'bound', referrer: bind.referrer, created: bind.created });
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
    onError: (error, { username }) => {
      console.error('Referral bind failed', error);
      setStatus({ step: 'failed', message: describeBindError(error, username) });
    },
  });
  const starting = useRef(false);
  const busy = status.step === 'resolving' || status.step === 'sign-in-wallet' || status.step === 'binding';
  return {
    status,
    /** A sentence about a device clock far from the service's, or null. */
    clockNote,
    busy,
    bind: (request: BindRequest) => {
      // Two quick submits land before React re-renders as busy: one signature prompt only.
      if (starting.current || busy) return;
      starting.current = true;
      mutation.mutate(request, {
        onSettled: () => {
          starting.current = false;
        },
      });
    },
  };
}
