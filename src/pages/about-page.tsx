import { Link } from 'react-router-dom';
import { AddressLink } from '../components/address-link.tsx';
import { ChainIcon } from '../components/chain-icon.tsx';
import { chainName, explorerUrl } from '../config/chains.ts';
import { appConfig } from '../config/env.ts';
import { paths } from '../config/paths.ts';

const steps: readonly { title: string; body: string }[] = [
  {
    title: 'Hold a qualifying position',
    body: 'Each campaign rewards wallets that hold a vault share, a pool position or a token balance on its target. Rewards accrue every second you qualify.',
  },
  {
    title: 'Rewards are checkpointed',
    body: 'The service publishes a merkle root of everyone’s cumulative rewards on the reward chain at every checkpoint, so what you can claim moves in steps.',
  },
  {
    title: 'Claim on the reward chain',
    body: 'A claim sends your proof to the manager contract on the chain that pays the campaign. Anyone may submit it; the tokens always go to you.',
  },
  {
    title: 'Refer and earn',
    body: 'Share a link with your username. A wallet that binds to you earns you a share of each campaign it joins afterwards, paid once per campaign after it is finalized.',
  },
];

/** How the product works, in plain words. */
export default function AboutPage() {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">How incentive campaigns work</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Campaigns pay reward tokens over time to wallets holding a position on a target. This app lets you find
        campaigns, see why you do or do not earn, claim what you have earned, and follow your referral earnings.
      </p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-xs font-semibold text-indigo-600 dark:text-indigo-400">Step {index + 1}</p>
            <h2 className="mt-1 font-semibold">{step.title}</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{step.body}</p>
          </li>
        ))}
      </ol>
      <ContractAddresses />
      <Link
        to={paths.campaigns}
        className="mt-8 inline-block text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
      >
        Browse campaigns
      </Link>
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
  const managers = Object.entries(appConfig.managerAddresses)
    .map(([chainId, address]) => ({ chainId: Number(chainId), address }))
    .sort((a, b) => a.chainId - b.chainId);
  return (
    <section aria-labelledby="contracts-heading" className="mt-10">
      <h2 id="contracts-heading" className="text-lg font-semibold">
        Contract addresses
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Every claim and referral payout is a call to the rewards manager of the chain that pays it. Check the address
        your wallet shows against this list.
      </p>
      {managers.length === 0 ? (
        <p className="mt-3 text-sm">This build names no manager contract on any chain, so it cannot claim anywhere.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Rewards manager per chain</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Chain
              </th>
              <th scope="col" className="py-2 font-medium">
                Rewards manager
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {managers.map(({ chainId, address }) => (
              <tr key={chainId}>
                <td className="py-2 pr-3 align-top">
                  <span className="flex items-center gap-2">
                    <ChainIcon chainId={chainId} size={16} />
                    {chainName(chainId)}
                  </span>
                </td>
                <td className="py-2 align-top">
                  <AddressLink
                    address={address}
                    explorer={explorerUrl(chainId)}
                    label={`Rewards manager on ${chainName(chainId)}`}
                    hideLabel
                    full
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-6 font-semibold">Referral distributors</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Each campaign has its own referral distributor, created with the campaign, so there is no fixed list of them.
        The manager above records each campaign’s distributor (its <code>referralDistributors</code> entry, readable on
        the explorer), and a payout is always claimed through the manager, which checks it. Your payouts are on the{' '}
        <Link to={paths.referrals} className="text-indigo-700 underline dark:text-indigo-300">
          Referrals
        </Link>{' '}
        page.
      </p>
    </section>
  );
}
