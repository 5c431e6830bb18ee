import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildStampPlugin } from './scripts/build-stamp.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildStampPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // WalletConnect's SDK chunks are large but load only when a user picks WalletConnect.
    chunkSizeWarningLimit: 1200,
  },
});
