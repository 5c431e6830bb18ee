import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Campaign, UserPosition } from '../../../api/schemas/campaign.ts';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { explainEligibility, type EligibilityState } from '../eligibility.ts';
import { useNow } from '../use-now.ts';
import { StartEarning } from './start-earning.tsx';

const tones: Record<EligibilityState, BadgeTone> = {
  eligible: 'success',
  'in-cliff': 'info',
  'not-eligible': 'danger',
  'not-earning': 'warning',
  'no-position': 'neutral',
};

/**
 * Whether the position earns and, when it does not, the rule that is the likely reason.
 * `allClaimed`: everything earned was paid, so nothing "stays claimable".
 */
export function EligibilityPanel({
  campaign,
  position,
  allClaimed = false,
}: {
  campaign: Campaign;
  position: UserPosition;
  allClaimed?: boolean;
}) {
  // Subscribes to the language: the explanation's words are read when it is computed.
  useLingui();
  const now = useNow(60_000);
  const explanation = explainEligibility(campaign, position, now, { allClaimed });
  // Nothing to explain about a position that is not there: what helps is the way to open one.
  if (explanation.state === 'no-position') {
    return (
      <div className="mt-4">
        <StartEarning campaign={campaign} lead={explanation.reasons.map((reason) => reason.text).join(' ')} />
      </div>
    );
  }
  const reasonCount = explanation.reasons.length;
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {explanation.state === 'eligible' ? (
          <Trans>Why it earns</Trans>
        ) : explanation.state === 'in-cliff' ? (
          <Trans>Why it is not counted yet</Trans>
        ) : (
          <Trans>Why it does not earn</Trans>
        )}
        <Badge tone={tones[explanation.state]}>{explanation.headline}</Badge>
      </h3>
      {explanation.reasons.length > 0 && (
        <>
          {(explanation.state === 'not-eligible' || explanation.state === 'in-cliff') && (
            <p className="mt-2 text-sm">
              <Plural value={reasonCount} one="The likely reason:" other="Likely reasons:" />
            </p>
          )}
          <ul className="mt-1 list-disc pl-5 text-sm">
            {explanation.reasons.map((reason) => (
              <li key={reason.rule}>{reason.text}</li>
            ))}
          </ul>
        </>
      )}
      {explanation.earnings.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {explanation.earnings.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
