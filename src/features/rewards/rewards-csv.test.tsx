import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chainName } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import { parseCampaignId } from '../../domain/campaign-id.ts';
import { campaignDisplayName } from '../../domain/campaign-name.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createMockContext } from '../../mock/context.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { campaignOf } from '../../mock/world/world-queries.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { catchDownloads } from '../../test/downloads.ts';
import { renderRoute } from '../../test/render.tsx';
import { RewardsDashboard } from './rewards-dashboard.tsx';

// The large world's alice earns in 300 campaigns: the screen shows 50 rows at a time and names the
// rows in view and the claimable ones (from the claimable list). A row neither claimable nor ever
// in view has no name on screen; the file must still name it as the service does.

const ctx = createMockContext({ world: 'large' });
const server = setupMockService({ ctx, allowOtherOrigins: true });
const ALICE = ROLE.alice;
const HUNDREDS_OF_ROWS_MS = 60_000;

beforeEach(() => {
  ctx.rateLimiter.reset();
  // No chain runs here, and the claimable list that names the claimable rows at once fails: only
  // the 50 rows in view are named on screen, as rows paid in full and never scrolled to would be.
  server.use(
    ...Object.values(appConfig.rpcUrls).map((rpcUrl) =>
      http.post(rpcUrl, () => new HttpResponse(null, { status: 503 })),
    ),
    http.get(`${appConfig.apiBaseUrl}/campaigns`, ({ request }) =>
      new URL(request.url).searchParams.has('claimableOnly') ? new HttpResponse(null, { status: 500 }) : undefined,
    ),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the rewards CSV of a wallet earning in 300 campaigns', () => {
  it(
    'names every campaign as the service does, though the screen named only the rows in view',
    async () => {
      const user = userEvent.setup();
      const { files } = catchDownloads();
      renderRoute(
        [{ path: '/rewards', element: <RewardsDashboard renderClaim={() => null} /> }],
        `/rewards?address=${ALICE}`,
      );
      const download = await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 20_000 });
      await user.click(download);
      await waitFor(
        () => {
          expect(files).toHaveLength(1);
        },
        { timeout: 40_000 },
      );
      const [file] = files;
      if (file === undefined) throw new Error('no file was downloaded');
      const [header = [], ...rows] = parseCsv(await file.text());
      expect(rows).toHaveLength(300);
      for (const row of rows) {
        const id = row[header.indexOf('campaign id')] ?? '';
        const parsed = parseCampaignId(id);
        const campaign = parsed === null ? undefined : ctx.world.findCampaign(parsed);
        if (campaign === undefined) throw new Error(`the world has no campaign ${id}`);
        expect(row[header.indexOf('campaign')], id).toBe(
          campaignDisplayName(campaignOf(ctx.world, campaign), chainName).full,
        );
      }
    },
    HUNDREDS_OF_ROWS_MS,
  );
});
