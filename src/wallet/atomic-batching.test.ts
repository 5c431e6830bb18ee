import { describe, expect, it } from 'vitest';
import { supportsAtomicBatch } from './atomic-batching.ts';

describe('supportsAtomicBatch', () => {
  it('batches when EIP-5792 reports atomic as supported or ready', () => {
    expect(supportsAtomicBatch({ atomic: { status: 'supported' } })).toBe(true);
    expect(supportsAtomicBatch({ atomic: { status: 'ready' } })).toBe(true);
  });
  it('reads the pre-standard atomicBatch capability', () => {
    expect(supportsAtomicBatch({ atomicBatch: { supported: true } })).toBe(true);
    expect(supportsAtomicBatch({ atomicBatch: { supported: false } })).toBe(false);
  });
  it('sends one by one when atomic is unsupported, unknown or absent', () => {
    expect(supportsAtomicBatch({ atomic: { status: 'unsupported' } })).toBe(false);
    expect(supportsAtomicBatch({ atomic: { status: 'maybe' } })).toBe(false);
    expect(supportsAtomicBatch({})).toBe(false);
    expect(supportsAtomicBatch(undefined)).toBe(false);
  });
});
