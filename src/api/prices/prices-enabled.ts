import { appConfig } from '../../config/env.ts';

// Apart from the price hooks, so a screen's first load can decide whether to leave room for dollar
// values without carrying the price client, its batcher and its schemas (loaded with the values).

/** Whether this build has a price source: without one, no screen shows dollar values. */
export const pricesEnabled = appConfig.priceApiUrl !== undefined;
