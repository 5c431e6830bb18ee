/** Campaign list: filled in by the campaign browsing feature. */
export default function CampaignsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Campaigns</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Incentive campaigns across every reward chain.</p>
    </section>
  );
}
