import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const server = process.env.QILIN_API ?? 'http://localhost:8080';

// Paths the server answers (API, uploads, brand assets, the customer-service page). In dev they are
// proxied so the SPA and the API share one origin, as they do in production.
const proxied = ['/site', '/op', '/dev', '/health', '/uploads', '/assets/brand', '/service'];

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden', // maps for error tracking, not advertised to every visitor
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      treeshake: {
        // @qilin/contract builds its zod schemas at module level and its package.json does not say it is
        // side-effect free, so every schema (and most of zod) would ship although the SPA uses mostly codes
        // and paths. Its modules only define values, so a module nobody imports from may be dropped.
        moduleSideEffects: (id) => !id.replaceAll('\\', '/').includes('/packages/contract/'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: server, changeOrigin: false }])),
  },
});
