import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFonts } from './scripts/preload-fonts.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), preloadFonts()],
  // The operator's details (COMPANY_NAME, COMPANY_ID, COMPANY_ADDRESS) are built into the site.
  envPrefix: ['VITE_', 'COMPANY_'],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
