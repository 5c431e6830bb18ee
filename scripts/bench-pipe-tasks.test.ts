import { describe, expect, it } from 'vitest';
import { longestOnceQuiet, splitMessages } from './bench-pipe-tasks.ts';

// The bench's longest task without DevTools' Runtime domain: how it reads Chromium's DevTools
// pipe, and when it takes a screen's load as over.

describe('splitMessages', () => {
  it('keeps a message cut between two reads for the next one, and reads several from one', () => {
    const first = splitMessages('{"id":1}\0{"id":2,"res');
    expect(first).toEqual({ messages: ['{"id":1}'], rest: '{"id":2,"res' });
    const second = splitMessages(`${first.rest}ult":{}}\0{"id":3}\0`);
    expect(second).toEqual({ messages: ['{"id":2,"result":{}}', '{"id":3}'], rest: '' });
  });
});

describe('longestOnceQuiet', () => {
  const tasks = [
    { start: 200, end: 320 },
    { start: 900, end: 1_080.4 },
    { start: 8_000, end: 8_060 },
  ];

  it('waits for the document to load, 10 s in all and 3 s without a long task, then gives the longest', () => {
    expect(longestOnceQuiet({ complete: false, now: 20_000, tasks })).toBeUndefined();
    // The last task ended at 8,060 ms: 2,940 ms of quiet is not yet enough.
    expect(longestOnceQuiet({ complete: true, now: 11_000, tasks })).toBeUndefined();
    expect(longestOnceQuiet({ complete: true, now: 11_060, tasks })).toBe(180);
  });

  it('reads no load as over before 10 s, however quiet: a Web Worker may still be reading its pages', () => {
    expect(longestOnceQuiet({ complete: true, now: 9_999, tasks: tasks.slice(0, 2) })).toBeUndefined();
    expect(longestOnceQuiet({ complete: true, now: 10_000, tasks: [] })).toBe(0);
  });
});
