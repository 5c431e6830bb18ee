import { describe, expect, it } from 'vitest';
import { isRangeRefusal, readLogsInRanges, type LogQuery, type LogRpc, type RawLog } from './log-ranges.ts';

const hex = (value: number) => `0x${value.toString(16)}`;

/** A log in each of `blocks`, as a provider would hold them. */
function logsAt(blocks: readonly number[]): RawLog[] {
  return blocks.map((block, index) => ({
    address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    topics: ['0xabc'],
    data: hex(index),
    blockNumber: hex(block),
    blockHash: `0x${block.toString(16).padStart(64, '0')}`,
    transactionHash: `0x${index.toString(16).padStart(64, '0')}`,
    logIndex: '0x0',
  }));
}

/**
 * A provider that refuses ranges over 1,000 blocks and answers over 100 logs, in the words real
 * ones use, and records every range asked.
 */
function strictProvider(chainLogs: readonly RawLog[]) {
  const asked: [number, number][] = [];
  const answered: [number, number][] = [];
  const rpc: LogRpc = {
    request: ({ params: [query] }: { params: [LogQuery] }) => {
      const from = Number(query.fromBlock);
      const to = Number(query.toBlock);
      asked.push([from, to]);
      if (to - from + 1 > 1_000) {
        return Promise.reject(
          Object.assign(new Error('eth_getLogs is limited to a 1000 block range'), { code: -32600 }),
        );
      }
      const found = chainLogs.filter((log) => Number(log.blockNumber) >= from && Number(log.blockNumber) <= to);
      if (found.length > 100) {
        return Promise.reject(Object.assign(new Error('query returned more than 100 results'), { code: -32005 }));
      }
      answered.push([from, to]);
      return Promise.resolve(found);
    },
  };
  return { rpc, asked, answered };
}

describe('readLogsInRanges', () => {
  it('halves refused ranges and still returns every log exactly once, in order', async () => {
    // 450 logs, 300 of them crowded into 30 blocks: both limits are hit.
    const blocks = [
      ...Array.from({ length: 150 }, (_, index) => 10 + index * 30),
      ...Array.from({ length: 300 }, (_, index) => 6_000 + Math.floor(index / 10)),
    ];
    const chainLogs = logsAt(blocks);
    const { rpc, asked, answered } = strictProvider(chainLogs);
    const logs = await readLogsInRanges(rpc, { address: '0x1', topics: ['0xabc'] }, 0, 9_000);
    expect(logs).toEqual(chainLogs);
    // The answered ranges tile the whole span, with no gap and no overlap.
    expect(answered[0]?.[0]).toBe(0);
    expect(answered.at(-1)?.[1]).toBe(9_000);
    for (const [index, [from]] of answered.entries()) {
      if (index > 0) expect(from).toBe((answered[index - 1]?.[1] ?? -2) + 1);
    }
    // Refusals cost a few requests, not one per block.
    expect(asked.length).toBeLessThan(60);
  });

  it('throws what is not a refusal of the range, and a one-block range still refused', async () => {
    const down: LogRpc = { request: () => Promise.reject(new Error('fetch failed')) };
    await expect(readLogsInRanges(down, { address: '0x1', topics: [] }, 0, 10)).rejects.toThrow('fetch failed');
    const never: LogRpc = {
      request: () => Promise.reject(Object.assign(new Error('block range too large'), { code: -32005 })),
    };
    await expect(readLogsInRanges(never, { address: '0x1', topics: [] }, 0, 10)).rejects.toThrow('block range');
  });
});

describe('isRangeRefusal', () => {
  it.each([
    [
      'Alchemy',
      Object.assign(
        new Error('Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range'),
        { code: -32602 },
      ),
    ],
    ['Infura', Object.assign(new Error('query returned more than 10000 results'), { code: -32005 })],
    ['a public node', new Error('exceed maximum block range: 50000')],
    ['an HTTP 413', Object.assign(new Error('HTTP request failed.'), { status: 413 })],
    ['a wrapped cause', new Error('RPC Request failed.', { cause: { code: -32005, message: 'limit exceeded' } })],
  ])('knows %s', (_provider, error) => {
    expect(isRangeRefusal(error)).toBe(true);
  });

  it('does not take an outage for a refused range', () => {
    expect(isRangeRefusal(new Error('fetch failed'))).toBe(false);
    expect(isRangeRefusal(Object.assign(new Error('internal error'), { code: -32603 }))).toBe(false);
  });
});
