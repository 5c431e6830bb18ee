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

/**
 * The service's row (a reward, a campaign position) corrected by what the chain paid in a claim
 * this browser saw mined (`chainPaid`, cumulative). The service's `claimable` is its published
 * total minus what it believes was paid (`servicePaid`, the proof's `alreadyClaimed`); while it
 * believes less than the chain says, the difference is taken off what it calls claimable. While
 * `servicePaid` is still loading, nothing is called claimable rather than a paid amount.
 */
export function correctByChain<Row extends { claimable: bigint }>(
  reward: Row,
  servicePaid: bigint | undefined,
  chainPaid: bigint | undefined,
): ChainCorrected<Row> {
  if (chainPaid === undefined || (servicePaid !== undefined && servicePaid >= chainPaid)) {
    return { reward, paid: servicePaid, catchingUp: false };
  }
  const lag = servicePaid === undefined ? reward.claimable : chainPaid - servicePaid;
  const claimable = reward.claimable > lag ? reward.claimable - lag : 0n;
  return { reward: { ...reward, claimable }, paid: chainPaid, catchingUp: true };
}
