import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway a developer runs beside `npm run dev` (npm run gateway).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: '/pa/',
  plugins: [react()],
  worker: { format: 'es' },
  // No source maps in the build: the gateway serves dist/portal to anyone (the dev server has its own).
  build: { outDir: 'dist/portal', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': gateway,
      // Runtime configuration comes from the gateway, never from the build.
      '/pa/config.json': gateway,
      // The gateway's page for users who are not a pharmacy's (no CORPORATE_PORTAL_URL set).
      '/pa/corporate': gateway,
    },
  },
});
