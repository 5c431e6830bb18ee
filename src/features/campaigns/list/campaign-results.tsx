import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkippedRowsNotice } from '../../../components/skipped-rows-notice.tsx';
import { capDisplayText, QUOTED_TEXT_MAX_CHARS } from '../../../domain/display-text.ts';
import { formatCount } from '../../../lib/format.ts';
import { errorDetails } from '../../../api/error-details.ts';
import { CampaignCard } from './campaign-card.tsx';
import type { CampaignRow } from './campaign-row.ts';
import { CampaignTable } from './campaign-table.tsx';
import { CARD_CELL_CLASS, CARD_GRID_CLASS, CampaignListSkeleton } from './list-skeleton.tsx';
import type { HiddenMatches } from './hidden-matches.ts';
import type { ListState, ListView, SortKey } from './list-url-state.ts';
import type { Listing } from './use-campaign-list-view.ts';

interface CampaignResultsProps {
  state: ListState;
  listing: Listing;
  /** The rows of the page on screen, after My campaigns, search and sort. */
  rows: readonly CampaignRow[];
  hasFilters: boolean;
  /** What the filters hide when nothing is shown (undefined: nothing, or not known yet). */
  hidden?: HiddenMatches | undefined;
  /** Shows what the filters hid (widens the view by `patch`). */
  onWiden?: (patch: Partial<ListState>) => void;
  onClearFilters: () => void;
  onClearWholeSetFilters: () => void;
  onFirstPage: () => void;
  /** A table header was clicked: sort by its column. */
  onSort: (sort: SortKey) => void;
}

/** Loading, error, empty and the campaigns themselves, in the chosen view; rows left out are named. */
export function CampaignResults(props: CampaignResultsProps) {
  return (
    <>
      <SkippedRowsNotice rejected={props.listing.rejected} rows="campaigns" />
      <CampaignResultsBody {...props} />
    </>
  );
}

/** What the search and My campaigns asked for, in words; a long search is quoted short. */
function askedFor(state: ListState): MessageDescriptor {
  const search = capDisplayText(state.search.trim(), QUOTED_TEXT_MAX_CHARS);
  if (state.mine && search !== '') return msg`None of your campaigns matches “${search}”`;
  if (state.mine) return msg`You have no position or rewards in these campaigns`;
  return msg`No campaign matches “${search}”`;
}

function CampaignResultsBody({ state, listing, rows, ...actions }: CampaignResultsProps) {
  const { t, i18n } = useLingui();
  if (listing.error != null && !listing.loaded) {
    const { message, code } = errorDetails(listing.error);
    return (
      <ErrorState
        title={t`Campaigns could not be loaded`}
        message={message}
        code={code}
        onRetry={listing.retry}
        retrying={listing.isFetching}
      />
    );
  }
  if (!listing.loaded) {
    return <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />;
  }
  if (listing.emptyList) {
    return (
      <EmptyState
        title={t`No campaigns match these filters`}
        actions={
          actions.hidden !== undefined ? (
            <WidenButton hidden={actions.hidden} onWiden={actions.onWiden} />
          ) : actions.hasFilters ? (
            <Button variant="secondary" onClick={actions.onClearFilters}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : undefined
        }
      >
        {actions.hidden !== undefined ? (
          <HiddenLine hidden={actions.hidden} />
        ) : actions.hasFilters ? (
          <Trans>Try fewer filters, or clear them to see every campaign.</Trans>
        ) : (
          <Trans>There are no campaigns yet.</Trans>
        )}
      </EmptyState>
    );
  }
  // Still reading, and not stopped by a failed page: a stopped read shows its "Carry on" line
  // above, and a skeleton beside it would promise rows that are not coming.
  const searching = listing.progress !== undefined && !listing.progress.complete && listing.error == null;
  if (rows.length === 0 && searching) {
    // Not an answer yet: later pages of the list may hold matches.
    return <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />;
  }
  if (rows.length === 0 && listing.progress !== undefined && !listing.progress.complete) {
    // Reading stopped at a failed page before anything matched: not "nothing matches", since the
    // rest was never read. The line above the results offers to carry on.
    const read = formatCount(listing.progress.searched);
    const of = listing.progress.of === undefined ? undefined : formatCount(listing.progress.of);
    return (
      <EmptyState title={t`No match in the campaigns read so far`}>
        {of === undefined ? (
          <Trans>None of the {read} campaigns read matches; the rest could not be loaded yet.</Trans>
        ) : (
          <Trans>
            None of the {read} of {of} campaigns read matches; the rest could not be loaded yet.
          </Trans>
        )}
      </EmptyState>
    );
  }
  if (rows.length === 0 && listing.mode === 'whole-set' && listing.total === 0) {
    const searched = state.search.trim() !== '';
    const of = listing.progress?.of === undefined ? undefined : formatCount(listing.progress.of);
    return (
      <EmptyState
        title={i18n._(askedFor(state))}
        actions={
          <>
            {actions.hidden !== undefined && <WidenButton hidden={actions.hidden} onWiden={actions.onWiden} />}
            <Button variant="secondary" onClick={actions.onClearWholeSetFilters}>
              {searched ? <Trans>Clear the search</Trans> : <Trans>Show every campaign</Trans>}
            </Button>
          </>
        }
      >
        {searched
          ? of === undefined
            ? t`Every campaign of these filters was searched.`
            : t`Every campaign of these filters was searched (${of}).`
          : of === undefined
            ? t`Every campaign of these filters was checked.`
            : t`Every campaign of these filters was checked (${of}).`}
        {actions.hidden !== undefined && <HiddenLine hidden={actions.hidden} />}
      </EmptyState>
    );
  }
  const total = formatCount(listing.total);
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t`This page is past the last one`}
        actions={
          <Button variant="secondary" onClick={actions.onFirstPage}>
            <Trans>Go to the first page</Trans>
          </Button>
        }
      >
        <Trans>{total} campaigns match, fewer than this page would start at.</Trans>
      </EmptyState>
    );
  }
  const shown = formatCount(rows.length);
  return (
    <CampaignRows
      view={state.view}
      rows={rows}
      caption={t`Campaigns ${shown} of ${total}`}
      sorting={{ sort: state.sort, onSort: actions.onSort }}
    />
  );
}

/** "3 in other statuses": how many matches the filters hide, said as a line of its own. */
function HiddenLine({ hidden }: { hidden: HiddenMatches }) {
  const { t } = useLingui();
  const { count } = hidden;
  const shown = formatCount(count);
  return (
    <p className="mt-1 font-semibold text-slate-900 dark:text-slate-100">
      {hidden.widening.kind === 'statuses'
        ? t`${plural(count, { one: `${shown} in another status`, other: `${shown} in other statuses` })}`
        : t`${plural(count, { one: `${shown} without these filters`, other: `${shown} without these filters` })}`}
    </p>
  );
}

/** The one click that shows what the filters hid. */
function WidenButton({
  hidden,
  onWiden,
}: {
  hidden: HiddenMatches;
  onWiden: ((patch: Partial<ListState>) => void) | undefined;
}) {
  return (
    <Button
      onClick={() => {
        onWiden?.(hidden.widening.patch);
      }}
    >
      {hidden.widening.kind === 'statuses' ? <Trans>Show every status</Trans> : <Trans>Clear filters</Trans>}
    </Button>
  );
}

/** Campaigns in the chosen view: cards, or a table with `caption` for screen readers. */
export function CampaignRows({
  view,
  rows,
  caption,
  sorting,
}: {
  view: ListView;
  rows: readonly CampaignRow[];
  caption: string;
  /** The list's order and how to change it, for the table's sortable headers. */
  sorting?: { sort: SortKey; onSort: (sort: SortKey) => void } | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      {/* Cards title themselves with h3; this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">
        <Trans>Campaigns on this page</Trans>
      </h2>
      {view === 'table' ? (
        <CampaignTable rows={rows} caption={caption} sorting={sorting} />
      ) : (
        <ul className={CARD_GRID_CLASS} aria-label={t`Campaigns`}>
          {rows.map((row) => (
            <li key={row.key} className={`list-none ${CARD_CELL_CLASS}`}>
              <CampaignCard row={row} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
