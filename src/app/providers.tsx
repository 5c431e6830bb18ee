import { lazy, Suspense, type ReactNode, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-defaults.ts';
import { useTheme } from '../components/theme-toggle.tsx';
import { WalletProvider } from '../wallet/wallet-provider.tsx';

// Toasts only ever follow a user action, so their code need not be in the first load.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

interface ProvidersProps {
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Server state, the (lazily filled) wallet context and toasts. */
export function Providers({ queryClient, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { isDark } = useTheme();
  return (
    <QueryClientProvider client={client}>
      <WalletProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster theme={isDark ? 'dark' : 'light'} richColors closeButton position="bottom-right" />
        </Suspense>
      </WalletProvider>
    </QueryClientProvider>
  );
}
