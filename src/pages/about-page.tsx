import { AppLink } from '../components/app-link.tsx';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressLink } from '../components/address-link.tsx';
import { ChainIcon } from '../components/chain-icon.tsx';
import { chainName, explorerUrl } from '../config/chains.ts';
import { appConfig } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { formatCount } from '../lib/format.ts';
import { usePageTitle } from '../components/page-title.ts';

const steps: readonly { key: string; title: MessageDescriptor; body: MessageDescriptor }[] = [
  {
    key: 'hold',
    title: msg`Hold a qualifying position`,
    body: msg`Each campaign rewards wallets that hold a vault share, a pool position or a token balance on its target. Rewards accrue every second you qualify.`,
  },
  {
    key: 'checkpoint',
    title: msg`Rewards are checkpointed`,
    body: msg`The service publishes a merkle root of everyone’s cumulative rewards on the reward chain at every checkpoint, so what you can claim moves in steps.`,
  },
  {
    key: 'claim',
    title: msg`Claim on the reward chain`,
    body: msg`A claim sends your proof to the manager contract on the chain that pays the campaign. Anyone may submit it; the tokens always go to you.`,
  },
  {
    key: 'refer',
    title: msg`Refer and earn`,
    body: msg`Share a link with your username. A wallet that binds to you earns you a share of each campaign it joins afterwards, paid once per campaign after it is finalized.`,
  },
];

/** How the product works, in plain words. */
export default function AboutPage() {
  usePageTitle(msg`About`);
  const { i18n } = useLingui();
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">
        <Trans>How incentive campaigns work</Trans>
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        <Trans>
          Campaigns pay reward tokens over time to wallets holding a position on a target. This app lets you find
          campaigns, see why you do or do not earn, claim what you have earned, and follow your referral earnings.
        </Trans>
      </p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => {
          const number = formatCount(index + 1);
          return (
            <li key={step.key} className="rounded-2xl border border-slate-200 bg-surface p-5 dark:border-slate-800">
              <p className="text-xs font-semibold text-brand-600 dark:text-brand-400">
                <Trans>Step {number}</Trans>
              </p>
              <h2 className="mt-1 font-semibold">{i18n._(step.title)}</h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{i18n._(step.body)}</p>
            </li>
          );
        })}
      </ol>
      <ContractAddresses />
      <AppLink
        to={paths.campaigns}
        className="mt-8 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300"
      >
        <Trans>Browse campaigns</Trans>
      </AppLink>
    </article>
  );
}

/**
 * The contracts a claim talks to, so a person can check them on an explorer before trusting a
 * wallet prompt. The manager is one per reward chain (this build's configuration); a campaign's
 * referral distributor is created with the campaign, so there is no fixed list of them: the
 * manager names each one, and the payout is always claimed through the manager.
 */
function ContractAddresses() {
  const { t } = useLingui();
  const managers = Object.entries(appConfig.managerAddresses)
    .map(([chainId, address]) => ({ chainId: Number(chainId), address }))
    .sort((a, b) => a.chainId - b.chainId);
  return (
    <section aria-labelledby="contracts-heading" className="mt-10">
      <h2 id="contracts-heading" className="text-lg font-semibold">
        <Trans>Contract addresses</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Every claim and referral payout is a call to the rewards manager of the chain that pays it. Check the address
          your wallet shows against this list.
        </Trans>
      </p>
      {managers.length === 0 ? (
        <p className="mt-3 text-sm">
          <Trans>This build names no manager contract on any chain, so it cannot claim anywhere.</Trans>
        </p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Rewards manager per chain</Trans>
          </caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Chain</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>Rewards manager</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {managers.map(({ chainId, address }) => {
              const chain = chainName(chainId);
              return (
                <tr key={chainId}>
                  <td className="py-2 pr-3 align-top">
                    <span className="flex items-center gap-2">
                      <ChainIcon chainId={chainId} size={16} />
                      {chain}
                    </span>
                  </td>
                  <td className="py-2 align-top">
                    <AddressLink
                      address={address}
                      explorer={explorerUrl(chainId)}
                      label={t`Rewards manager on ${chain}`}
                      hideLabel
                      full
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h3 className="mt-6 font-semibold">
        <Trans>Referral distributors</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Each campaign has its own referral distributor, created with the campaign, so there is no fixed list of them.
          The manager above records each campaign’s distributor (its <code>referralDistributors</code> entry, readable
          on the explorer), and a payout is always claimed through the manager, which checks it. Your payouts are on the{' '}
          <AppLink to={paths.referrals} className="text-brand-700 underline dark:text-brand-300">
            Referrals
          </AppLink>{' '}
          page.
        </Trans>
      </p>
    </section>
  );
}
