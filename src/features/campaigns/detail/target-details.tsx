import { Trans, useLingui } from '@lingui/react/macro';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { DisplayText } from '../../../components/display-text.tsx';
import { AddressLink } from '../../../components/address-link.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { formatCount } from '../../../lib/format.ts';
import { tokenStandardLabel } from '../campaign-labels.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { DetailsDisclosure } from './details-disclosure.tsx';
import { numberFormat } from '../../../lib/number-format.ts';

// Pool fees are in hundredths of a basis point (v3/v4 convention): 3000 is 0.30%. Uniswap v4
// marks a pool whose hook sets the fee per swap with this flag in place of a fee.
const DYNAMIC_FEE_FLAG = 0x800000;
function formatPoolFeePercent(fee: number): string {
  const digits = fee % 100 === 0 ? 2 : 4;
  return `${numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fee / 10_000)}%`;
}

/**
 * What position the campaign rewards: in plain words first (kind, chain, protocol, the contract to
 * deposit into and its tokens, each copyable and linked on the event chain's explorer), the pool's
 * parameters and other internals under "Details".
 */
export function TargetDetails({ campaign }: { campaign: Campaign }) {
  // Subscribes to the language: the kind's label is read when it is called.
  const { t } = useLingui();
  const { target } = campaign;
  const chainId = target.chainId;
  const link = (value: string, label: string) => (
    <AddressLink address={value} explorer={explorerUrl(chainId)} label={label} hideLabel full />
  );
  const hasDetails =
    target.poolId !== undefined ||
    target.poolManager !== undefined ||
    target.tokenId !== undefined ||
    target.marketKey !== undefined ||
    target.decimals !== undefined ||
    target.shareModel !== undefined ||
    target.poolKey !== undefined;
  return (
    <DetailSection title={t`Target`}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Fact label={t`Kind`}>{tokenStandardLabel(target.tokenStandard)}</Fact>
        <Fact label={t`Chain`}>{chainName(chainId)}</Fact>
        {target.symbol !== undefined && (
          <Fact label={t`Symbol`}>
            <DisplayText text={target.symbol} />
          </Fact>
        )}
        {target.protocol !== undefined && <Fact label={t`Protocol`}>{target.protocol}</Fact>}
        {target.address !== undefined && (
          <Fact label={t`Address (vault, pool or token)`}>{link(target.address, t`Target address`)}</Fact>
        )}
        {target.token0 !== undefined && <Fact label={t`Token 0`}>{link(target.token0, t`Token 0 address`)}</Fact>}
        {target.token1 !== undefined && <Fact label={t`Token 1`}>{link(target.token1, t`Token 1 address`)}</Fact>}
        {target.asset !== undefined && (
          <Fact label={t`Underlying asset`}>{link(target.asset, t`Underlying asset address`)}</Fact>
        )}
        {target.requireInRange !== undefined && (
          <Fact label={t`Price range`}>
            {target.requireInRange ? t`Only in-range positions earn` : t`Positions earn whatever their range`}
          </Fact>
        )}
      </dl>
      {hasDetails && (
        <DetailsDisclosure>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {target.poolId !== undefined && (
              <Fact label={t`Pool id`}>
                <span className="font-mono break-all">{target.poolId}</span>
              </Fact>
            )}
            {target.poolManager !== undefined && (
              <Fact label={t`Pool manager`}>{link(target.poolManager, t`Pool manager address`)}</Fact>
            )}
            {target.tokenId !== undefined && <Fact label={t`Token id`}>{target.tokenId}</Fact>}
            {target.marketKey !== undefined && <Fact label={t`Market`}>{target.marketKey}</Fact>}
            {target.decimals !== undefined && <Fact label={t`Decimals`}>{target.decimals}</Fact>}
            {target.shareModel !== undefined && (
              <Fact label={t`How rewards are shared`}>
                {target.shareModel === 'weighted' ? t`In proportion to balance` : target.shareModel}
              </Fact>
            )}
          </dl>
          {target.poolKey !== undefined && (
            <>
              <h3 className="mt-5 text-sm font-semibold">
                <Trans>Pool key</Trans>
              </h3>
              <dl className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Fact label={t`Currency 0`}>{link(target.poolKey.currency0, t`Currency 0 address`)}</Fact>
                <Fact label={t`Currency 1`}>{link(target.poolKey.currency1, t`Currency 1 address`)}</Fact>
                <Fact label={t`Fee`}>
                  {target.poolKey.fee === DYNAMIC_FEE_FLAG
                    ? t`Dynamic (set by the pool’s hook)`
                    : formatPoolFeePercent(target.poolKey.fee)}
                </Fact>
                <Fact label={t`Tick spacing`}>{formatCount(target.poolKey.tickSpacing)}</Fact>
                <Fact label={t`Hooks`}>{link(target.poolKey.hooks, t`Hooks address`)}</Fact>
              </dl>
            </>
          )}
        </DetailsDisclosure>
      )}
    </DetailSection>
  );
}
