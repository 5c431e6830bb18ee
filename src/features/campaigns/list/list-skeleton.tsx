import { CampaignCardSkeleton } from './campaign-card.tsx';
import { CampaignTableSkeleton } from './campaign-table.tsx';

/**
 * The grid the cards sit in; shared with the skeleton so both lay out the same. One column of
 * minmax(0, 1fr) rather than the implicit auto column: a card's one-line texts, cut with an
 * ellipsis, must not widen it past the screen when a language's words are longer.
 */
export const CARD_GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Each card's box in the grid: off screen it is not styled or laid out until scrolled near (about
 * 19rem tall until first drawn, then as last drawn). Drawing a page of 20 cards was the landing's
 * longest task on a phone, and the prerendered page's placeholders its first layout.
 */
export const CARD_CELL_CLASS = '[contain-intrinsic-size:auto_19rem] [content-visibility:auto]';

/** Placeholders for a page of campaigns in the chosen view, as tall as the real page will be. */
export function CampaignListSkeleton({ view, count }: { view: 'cards' | 'table'; count: number }) {
  if (view === 'table') return <CampaignTableSkeleton rows={count} />;
  return (
    <div className={CARD_GRID_CLASS}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={CARD_CELL_CLASS}>
          <CampaignCardSkeleton />
        </div>
      ))}
    </div>
  );
}
