import type { Hex } from 'viem';

/** A request the in-browser chain refuses, as a JSON-RPC error (`data` carries revert data for viem to decode). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}
