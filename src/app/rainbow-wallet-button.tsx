import '@rainbow-me/rainbowkit/styles.css';
import { useEffect } from 'react';
import { ConnectButton, RainbowKitProvider, darkTheme, lightTheme, useConnectModal } from '@rainbow-me/rainbowkit';
import { appConfig } from '../config/env.ts';
import { walletModalLocaleOf } from '../config/locales.ts';
import { textOnColor } from '../config/partner.ts';
import { useActiveLocale } from './i18n/locale-runtime.ts';
import { registerConnectModal, useWalletSession } from '../wallet/wallet-session.ts';
import { useTheme } from '../components/theme-toggle.tsx';
import { WalletPlaceholder } from './wallet-placeholder.tsx';
import { useSwitchChainFailureToasts } from './switch-chain-failures.ts';

function ConnectModalBridge() {
  const { openConnectModal } = useConnectModal();
  useEffect(() => {
    registerConnectModal(openConnectModal);
    return () => {
      registerConnectModal(undefined);
    };
  }, [openConnectModal]);
  return null;
}

/**
 * RainbowKit's colours: the partner's primary colour for the theme (its buttons, the selected
 * wallet), with the text colour the app's own buttons put on it; else the product's indigo.
 */
export function walletModalTheme(isDark: boolean) {
  const colors = appConfig.partner.colors;
  const primary = colors === undefined ? undefined : (isDark ? colors.dark : colors.light).primary;
  const accentColor = primary ?? (isDark ? '#6366f1' : '#4f46e5');
  return (isDark ? darkTheme : lightTheme)({ accentColor, accentColorForeground: textOnColor(accentColor) });
}

/** RainbowKit's button and modal; this module is its own chunk, loaded after first paint. */
export default function RainbowWalletButton() {
  const { isDark } = useTheme();
  useSwitchChainFailureToasts();
  // RainbowKit offers "Connect Wallet" while wagmi restores the last session, though the page
  // already shows that session's address; the placeholder says "Reconnecting" with the address.
  const { reconnecting } = useWalletSession();
  // RainbowKit's own words (the modal, its buttons) follow the app's language.
  const locale = walletModalLocaleOf(useActiveLocale());
  const theme = walletModalTheme(isDark);
  return (
    <RainbowKitProvider theme={theme} locale={locale} modalSize="compact" appInfo={{ appName: appConfig.partner.name }}>
      <ConnectModalBridge />
      {reconnecting ? (
        <WalletPlaceholder />
      ) : (
        // RainbowKit draws its button transparent until it has mounted; the placeholder stays in the
        // same grid cell until then, so the header never shows no wallet control for a frame.
        <div className="grid [&>*]:[grid-area:1/1]">
          <ConnectButton.Custom>{({ mounted }) => (mounted ? null : <WalletPlaceholder />)}</ConnectButton.Custom>
          <div>
            {/* Compact, so the header stays one row: the network as its icon, the account as its
                avatar on a phone and its short address from 768 px. */}
            <ConnectButton
              chainStatus="icon"
              showBalance={false}
              accountStatus={{ smallScreen: 'avatar', largeScreen: 'address' }}
            />
          </div>
        </div>
      )}
    </RainbowKitProvider>
  );
}
