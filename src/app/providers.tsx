import { lazy, Suspense, type ReactNode, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTheme } from '../components/theme-toggle.tsx';
import { WalletProvider } from '../wallet/wallet-provider.tsx';

// Toasts only ever follow a user action, so their code need not be in the first load.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Retries help with flaky networks, never with a request the service rejected. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** A fresh QueryClient with the app's defaults. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

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
