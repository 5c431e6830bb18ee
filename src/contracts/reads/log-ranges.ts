// Reading a contract's logs over a long stretch of blocks from providers that each cap
// `eth_getLogs` their own way: a block range (Alchemy, Infura, QuickNode, public nodes: 1k to 10k
// blocks), a result count ("query returned more than 10000 results"), a response size (413), or a
// time. None says the same thing, so any refusal shaped like "too much" halves the range and tries
// again; a range of one block that is still refused is a real failure and is thrown.

/** One raw log as `eth_getLogs` answers it (hex strings; decoded by the caller). */
export interface RawLog {
  address: string;
  topics: readonly string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
}

/** What the reader needs of a client: viem's `client.request` fits, and so does a test's fake. */
export interface LogRpc {
  request: (args: { method: 'eth_getLogs'; params: [LogQuery] }) => Promise<readonly RawLog[]>;
}

export interface LogQuery {
  address: string;
  topics: readonly (string | null)[];
  fromBlock: string;
  toBlock: string;
}

/**
 * The widest range asked for at once. Providers that allow more answer more slowly, and one that
 * allows less costs a few halvings on the first request, after which the narrower width is kept.
 */
const MAX_LOG_RANGE = 50_000;

// What providers say when a range or its results are too much (seen from Alchemy, Infura,
// QuickNode, Ankr, Base's and Optimism's public nodes, geth and anvil). Matched loosely on purpose.
const RANGE_WORDS =
  /block range|range (is )?too (large|wide|big)|too many (blocks|results|logs)|more than \d+ (results|logs|blocks)|query returned more than|exceeds? (the )?(max|maximum|limit)|max(imum)? (block )?range|limit exceeded|response (size|is too)|too large|payload too large|query timeout|timed? ?out|log response size/i;

/** Words that say the width of the range itself is capped (not what it holds). */
const WIDTH_WORDS =
  /block range|range (is )?too (large|wide|big)|max(imum)? (block )?range|\d+k? block range|too many blocks|more than \d+ blocks/i;

/** Whether a refusal says the range's width is capped, so no wider range will be answered either. */
function refusesWidth(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth += 1) {
    const { message, details, cause } = current as { message?: unknown; details?: unknown; cause?: unknown };
    if (WIDTH_WORDS.test(`${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`))
      return true;
    current = cause;
  }
  return false;
}

/** JSON-RPC codes providers use for a refused range: limit exceeded (-32005), invalid params (-32602), and the like. */
const RANGE_CODES = new Set([-32005, -32602, -32614, -32001]);

/**
 * Whether an error is a provider refusing the size of a log query (rather than being down or the
 * query being wrong): a range code, an HTTP 413, or words saying the range or its results are too
 * many. Walks the error's causes, as viem wraps the provider's answer.
 */
export function isRangeRefusal(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, status, message, details, cause } = current as {
      code?: unknown;
      status?: unknown;
      message?: unknown;
      details?: unknown;
      cause?: unknown;
    };
    if (status === 413) return true;
    const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`;
    if (RANGE_WORDS.test(text)) return true;
    // -32602 is also "bad params" in general: halving such a query costs a few requests, then the
    // one-block range is refused too and the error is thrown as it is.
    if (typeof code === 'number' && RANGE_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

const hex = (block: number): string => `0x${block.toString(16)}`;

/**
 * Every log of `query` from `fromBlock` to `toBlock` (inclusive), each once, in the order the chain
 * has them. A refused range is halved until it is answered. A refusal of the width itself ("block
 * range too large") also lowers the widest range asked from then on, so a capped provider is not
 * refused again at every step; a refusal of what a range holds (too many results) is local to a
 * crowded stretch, so after it the width doubles back with each answer.
 */
export async function readLogsInRanges(
  rpc: LogRpc,
  query: { address: string; topics: readonly (string | null)[] },
  fromBlock: number,
  toBlock: number,
  options: { maxRange?: number } = {},
): Promise<RawLog[]> {
  const maxRange = options.maxRange ?? MAX_LOG_RANGE;
  const logs: RawLog[] = [];
  let ceiling = Math.max(1, maxRange);
  let width = ceiling;
  let cursor = fromBlock;
  while (cursor <= toBlock) {
    const end = Math.min(toBlock, cursor + width - 1);
    let answer: readonly RawLog[];
    try {
      answer = await rpc.request({
        method: 'eth_getLogs',
        params: [{ ...query, fromBlock: hex(cursor), toBlock: hex(end) }],
      });
    } catch (error) {
      if (end === cursor || !isRangeRefusal(error)) throw error;
      width = Math.max(1, Math.ceil((end - cursor + 1) / 2));
      if (refusesWidth(error)) ceiling = Math.min(ceiling, width);
      continue;
    }
    logs.push(...answer);
    cursor = end + 1;
    width = Math.min(ceiling, width * 2);
  }
  // Providers answer each range in chain order; ranges are read in order, so the whole is too.
  return logs;
}
