import { describe, expect, it } from 'vitest';
import { SwitchChainError, UserRejectedRequestError } from 'viem';
import { ChainNotConfiguredError, SwitchChainNotSupportedError } from 'wagmi';
import { switchFailureOf } from './switch-chain-failures.ts';

describe('switchFailureOf', () => {
  it('reads a declined switch, however deeply the wallet answer is wrapped', () => {
    expect(switchFailureOf(new UserRejectedRequestError(new Error('User rejected')))).toBe('declined');
    expect(switchFailureOf(Object.assign(new Error('rejected'), { code: 4001 }))).toBe('declined');
    expect(switchFailureOf(new Error('outer', { cause: Object.assign(new Error('inner'), { code: 4001 }) }))).toBe(
      'declined',
    );
  });

  it('reads a network the wallet cannot reach: the development wallet, an unknown chain, no switching at all', () => {
    expect(switchFailureOf(new SwitchChainError(new ChainNotConfiguredError()))).toBe('unreachable');
    expect(switchFailureOf(Object.assign(new Error('Unrecognized chain ID'), { code: 4902 }))).toBe('unreachable');
    expect(switchFailureOf(new SwitchChainNotSupportedError({ connector: { name: 'Some wallet' } as never }))).toBe(
      'unreachable',
    );
  });

  it('leaves anything else as a failure to retry', () => {
    expect(switchFailureOf(new Error('network down'))).toBe('other');
    expect(switchFailureOf('odd')).toBe('other');
  });
});
