// Tunable facts of the fixture world's time model, in one place.

/** Seed of every PRNG draw in the world: change it and the whole world changes, deterministically. */
export const WORLD_SEED = 0x7b1_2025;

/**
 * Reward checkpoint cadence: reward roots (and so claim proofs and `claimable`) are rebuilt at
 * every whole hour of world time. The spec says stats refresh "on the reward checkpoint cadence
 * (minutes, not seconds)"; an hour keeps proofs stable through a test run while advancing the
 * clock by an hour visibly moves them.
 */
export const REWARD_CHECKPOINT_SECONDS = 3600;

/** A campaign turns from `ended` to `finalized` this long after its end (final root published). */
export const FINALIZATION_DELAY_SECONDS = 86_400;

/** A finalized campaign's referral root is published this long after finalization. */
export const REFERRAL_PUBLISH_DELAY_SECONDS = 6 * 3600;

/** Referral payouts are claimable this long after their root is published (claimWindowEnd). */
export const REFERRAL_CLAIM_WINDOW_SECONDS = 30 * 86_400;

/** How long after a campaign's end reward claims still succeed on chain (claimExpiryDuration). */
export const CLAIM_EXPIRY_SECONDS = 90 * 86_400;

/** Share of each funding that goes to the referral pool and to the service fee, in bps of net. */
export const REFERRAL_FEE_BPS = 500n;
export const SERVICE_FEE_BPS = 250n;

export const SECONDS_PER_YEAR = 31_536_000n;

/** While the world clock runs with the wall clock, checkpoints pass on their own: look this often. */
export const RUNNING_REFRESH_MS = 30_000;
