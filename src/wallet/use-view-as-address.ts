import { useSearchParams } from 'react-router-dom';
import { parseAddress, type Address } from '../domain/address.ts';
import { useWalletLayer, useWalletSession } from './wallet-session.ts';

/** Why there is no address to show yet. */
type MissingAddress = 'invalid-view-as' | 'connect' | 'loading-wallet';

/**
 * The address a read-only "view as" page shows: the one in `?<param>=` when it is valid, else the
 * connected wallet. Returns the props for `ViewAsForm`, whether the address is the connected
 * wallet's own (only then may it sign or send), and, when there is none, why.
 * `resetParams` are dropped whenever the address changes (e.g. a page number).
 */
export function useViewAsAddress(param: string, resetParams: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const wallet = useWalletSession();
  const { loadError } = useWalletLayer();
  const text = params.get(param);
  const viewAs = text === null ? undefined : (parseAddress(text) ?? undefined);
  const address = viewAs ?? (text === null ? wallet.address : undefined);
  const setViewAs = (next: Address | undefined) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined) updated.delete(param);
      else updated.set(param, next);
      for (const name of resetParams) updated.delete(name);
      return updated;
    });
  };
  const missing: MissingAddress | undefined =
    address !== undefined
      ? undefined
      : text !== null
        ? 'invalid-view-as'
        : wallet.ready || loadError !== undefined
          ? 'connect'
          : 'loading-wallet';
  // The props of components/view-as-form.tsx's ViewAsForm (matched by shape, so wallet/ needs no component).
  const formProps = {
    initial: text ?? '',
    initialInvalid: text !== null && viewAs === undefined,
    // Whether clearing the address returns to a wallet of one's own, or to no address at all.
    walletConnected: wallet.address !== undefined,
    onView: setViewAs,
    onClear:
      text === null
        ? undefined
        : () => {
            setViewAs(undefined);
          },
  };
  return { address, viewAs, own: address !== undefined && viewAs === undefined, missing, formProps };
}
