import { Trans, useLingui } from '@lingui/react/macro';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { describeModes } from '../modes.ts';
import { DetailSection } from './detail-section.tsx';

/** Each active mode of the campaign in one plain sentence, deposit tiers as a table. */
export function ModesSection({ campaign }: { campaign: Campaign }) {
  // Subscribes to the language: the modes' sentences are read when they are described.
  const { t } = useLingui();
  const modes = describeModes(campaign);
  return (
    <DetailSection title={t`Rules`}>
      {modes.length === 0 ? (
        <p className="text-sm">
          <Trans>No special rules: every qualifying position earns in proportion to its balance.</Trans>
        </p>
      ) : (
        <dl className="flex flex-col gap-3">
          {modes.map((mode) => (
            <div key={mode.key}>
              <dt className="text-sm font-semibold">{mode.title}</dt>
              <dd className="text-sm text-slate-700 dark:text-slate-300">
                {mode.sentence}
                {mode.tiers !== undefined && (
                  <table className="mt-2 w-full max-w-md text-left text-sm">
                    <caption className="sr-only">
                      <Trans>Deposit tiers</Trans>
                    </caption>
                    <thead className="text-xs text-slate-600 dark:text-slate-400">
                      <tr>
                        <th scope="col" className="py-1 pr-4 font-medium">
                          <Trans>Balance from</Trans>
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          <Trans>Reward multiplier</Trans>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                      {mode.tiers.map((tier) => (
                        <tr key={tier.minBalance}>
                          <td className="py-1 pr-4">{tier.minBalance}</td>
                          <td className="py-1">{tier.multiplier}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </DetailSection>
  );
}
