import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { appConfig, LOCAL_CHAIN_PORTS } from '../config/env.ts';

type ChainCheck = 'checking' | 'up' | 'down';

async function isChainUp(rpcUrl: string, signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal,
    });
    return response.ok;
  } catch (error) {
    if (signal.aborted) throw error;
    // A refused connection is the answer we are asking for: the chain is not running.
    return false;
  }
}

/**
 * In local mode, says plainly when no local chain answers: browsing works on the mock service
 * alone, but claims need a chain. Renders nothing when the chains are up.
 */
export function LocalChainNotice() {
  const [state, setState] = useState<ChainCheck>('checking');
  useEffect(() => {
    const controller = new AbortController();
    const rpcUrls = Object.keys(LOCAL_CHAIN_PORTS).map((chainId) => appConfig.rpcUrls[Number(chainId)]);
    Promise.all(
      rpcUrls.map((url) => (url === undefined ? Promise.resolve(false) : isChainUp(url, controller.signal))),
    ).then(
      (results) => {
        setState(results.some(Boolean) ? 'up' : 'down');
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Local chain check failed', error);
      },
    );
    return () => {
      controller.abort();
    };
  }, []);
  if (state !== 'down') return null;
  return (
    // Fixed at the bottom: it appears after the page painted and must not push content down.
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-300 bg-amber-50 px-3 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <Trans>
        No local chain is running: campaigns and rewards still show, but claims need a chain. Start the full stack with{' '}
        <code className="font-mono">npm start</code> on a machine where anvil can run.
      </Trans>
    </div>
  );
}
