// The service reports a mined claim a moment (or longer) after the chain has it. Every screen that
// shows a claimable amount corrects the service's figure by what this browser saw the chain pay,
// so nothing paid is shown as claimable, and says the service is catching up meanwhile.

/** A row as the chain has it now: the service's figures, corrected by a claim it has not seen yet. */
export interface ChainCorrected<Row extends { claimable: bigint }> {
  reward: Row;
  /** What has been paid: the chain's total where it is ahead of the service. */
  paid: bigint | undefined;
  /** The chain has paid more than the service reports so far. */
  catchingUp: boolean;
}

/** What the service's newest claim proof says: its cumulative amount and what it believes was paid. */
export interface ProofFigures {
  cumulativeAmount: bigint;
  alreadyClaimed: bigint;
}

/**
 * The service's row (a reward, a campaign position) checked against two later readings: the
 * newest claim proof (`proof`: null when none is published, undefined while loading) and what
 * the chain paid in a claim this browser saw mined (`chainPaid`, cumulative).
 *
 * The row and the proof are separate requests and may straddle the moment the service sees a
 * claim: a row read just before it, a proof just after. So the row's `claimable` is never taken
 * above what the proof leaves (`cumulativeAmount` minus the larger of the service's and the
 * chain's paid totals). While there is no proof to bound it by and the chain has paid something,
 * nothing is called claimable rather than a paid amount.
 */
export function correctByChain<Row extends { claimable: bigint }>(
  row: Row,
  proof: ProofFigures | null | undefined,
  chainPaid: bigint | undefined,
): ChainCorrected<Row> {
  const servicePaid = proof === undefined ? undefined : (proof?.alreadyClaimed ?? 0n);
  const catchingUp = chainPaid !== undefined && (servicePaid === undefined || servicePaid < chainPaid);
  const paid = catchingUp ? chainPaid : servicePaid;
  let claimable = row.claimable;
  if (proof === undefined || proof === null) {
    // No second reading to bound the row by: only a claim seen mined here says something.
    if (chainPaid !== undefined) claimable = 0n;
  } else {
    const paidSoFar = paid !== undefined && paid > proof.alreadyClaimed ? paid : proof.alreadyClaimed;
    const left = proof.cumulativeAmount > paidSoFar ? proof.cumulativeAmount - paidSoFar : 0n;
    if (left < claimable) claimable = left;
  }
  return { reward: claimable === row.claimable ? row : { ...row, claimable }, paid, catchingUp };
}
