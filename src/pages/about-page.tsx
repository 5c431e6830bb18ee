import { Link } from 'react-router-dom';
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
      <Link
        to={paths.campaigns}
        className="mt-8 inline-block text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
      >
        Browse campaigns
      </Link>
    </article>
  );
}
