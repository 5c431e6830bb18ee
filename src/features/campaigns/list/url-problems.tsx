import { Trans, useLingui } from '@lingui/react/macro';

/** Says which URL parameters were ignored as invalid, and offers to drop them from the address. */
export function UrlProblems({ problems, onClean }: { problems: readonly string[]; onClean: () => void }) {
  const { t } = useLingui();
  if (problems.length === 0) return null;
  return (
    <section
      aria-label={t`Ignored link settings`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-500/10"
    >
      <p className="font-semibold">
        <Trans>Some settings in this link were ignored:</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClean}
        className="mt-2 font-semibold text-brand-700 underline dark:text-brand-300"
      >
        <Trans>Remove them from the address</Trans>
      </button>
    </section>
  );
}
