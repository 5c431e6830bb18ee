import type { Campaign } from '../../../api/schemas/campaign.ts';
import { DisplayText } from '../../../components/display-text.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { formatCount } from '../../../lib/format.ts';
import { tokenStandardLabel } from '../campaign-labels.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { ExplorerLink } from '../../../components/explorer-link.tsx';

// Pool fees are in hundredths of a basis point (v3/v4 convention): 3000 is 0.30%. Uniswap v4
// marks a pool whose hook sets the fee per swap with this flag in place of a fee.
const DYNAMIC_FEE_FLAG = 0x800000;
function formatPoolFee(fee: number): string {
  if (fee === DYNAMIC_FEE_FLAG) return 'Dynamic (set by the pool’s hook)';
  return `${(fee / 10_000).toFixed(fee % 100 === 0 ? 2 : 4)}%`;
}

/** What position the campaign rewards, with explorer links on the event chain. */
export function TargetDetails({ campaign }: { campaign: Campaign }) {
  const { target } = campaign;
  const chainId = target.chainId;
  const link = (value: string) => <ExplorerLink explorer={explorerUrl(chainId)} kind="address" value={value} full />;
  return (
    <DetailSection title="Target">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Fact label="Kind">{tokenStandardLabel(target.tokenStandard)}</Fact>
        <Fact label="Chain">{chainName(chainId)}</Fact>
        {target.symbol !== undefined && (
          <Fact label="Symbol">
            <DisplayText text={target.symbol} />
          </Fact>
        )}
        {target.protocol !== undefined && <Fact label="Protocol">{target.protocol}</Fact>}
        {target.address !== undefined && <Fact label="Address (vault, pool or token)">{link(target.address)}</Fact>}
        {target.poolId !== undefined && (
          <Fact label="Pool id">
            <span className="font-mono break-all">{target.poolId}</span>
          </Fact>
        )}
        {target.poolManager !== undefined && <Fact label="Pool manager">{link(target.poolManager)}</Fact>}
        {target.tokenId !== undefined && <Fact label="Token id">{target.tokenId}</Fact>}
        {target.token0 !== undefined && <Fact label="Token 0">{link(target.token0)}</Fact>}
        {target.token1 !== undefined && <Fact label="Token 1">{link(target.token1)}</Fact>}
        {target.asset !== undefined && <Fact label="Underlying asset">{link(target.asset)}</Fact>}
        {target.marketKey !== undefined && <Fact label="Market">{target.marketKey}</Fact>}
        {target.decimals !== undefined && <Fact label="Decimals">{target.decimals}</Fact>}
        {target.shareModel !== undefined && (
          <Fact label="Share model">
            {target.shareModel === 'weighted' ? 'Weighted: rewards split in proportion to balance' : target.shareModel}
          </Fact>
        )}
        {target.requireInRange !== undefined && (
          <Fact label="Price range">
            {target.requireInRange ? 'Only in-range positions earn' : 'Positions earn whatever their range'}
          </Fact>
        )}
      </dl>
      {target.poolKey !== undefined && (
        <>
          <h3 className="mt-5 text-sm font-semibold">Pool key</h3>
          <dl className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Fact label="Currency 0">{link(target.poolKey.currency0)}</Fact>
            <Fact label="Currency 1">{link(target.poolKey.currency1)}</Fact>
            <Fact label="Fee">{formatPoolFee(target.poolKey.fee)}</Fact>
            <Fact label="Tick spacing">{formatCount(target.poolKey.tickSpacing)}</Fact>
            <Fact label="Hooks">{link(target.poolKey.hooks)}</Fact>
          </dl>
        </>
      )}
    </DetailSection>
  );
}
