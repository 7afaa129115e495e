import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const server = process.env.QILIN_API ?? 'http://localhost:8080';

// Paths the server answers (API, uploads, brand assets, the customer-service page). In dev they are
// proxied so the SPA and the API share one origin, as they do in production.
const proxied = [
  '/site',
  '/fd',
  '/game',
  '/op',
  '/dev',
  '/health',
  '/uploads',
  '/assets/brand',
  '/service',
  '/demo-pay',
  '/demo-provider',
];

/**
 * antd's ConfigProvider imports the shared-tooltip provider (and all of @rc-component/trigger with it) for
 * its `tooltip.unique` option, which Qilin does not set: without this, ~6 KB gzip of popup code would sit
 * in the home route's first load although no popup is on screen. Tooltips, dropdowns and popovers keep
 * the real code in their own chunks; only ConfigProvider's import is replaced, by a pass-through that
 * complains if `tooltip.unique` is ever turned on.
 */
function withoutUniqueTooltipProvider(): Plugin {
  const id = '\0qilin:no-unique-tooltip-provider';
  return {
    name: 'qilin:no-unique-tooltip-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (source === '../tooltip/UniqueProvider' && from.endsWith('/antd/es/config-provider/index.js'))
        return id;
      return null;
    },
    load(moduleId) {
      if (moduleId !== id) return null;
      return [
        'export default function UniqueProvider({ children }) {',
        "  console.error('ConfigProvider tooltip.unique is not supported: see apps/web/vite.config.ts');",
        '  return children;',
        '}',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), withoutUniqueTooltipProvider()],
  resolve: {
    alias: {
      // react-i18next imports the useSyncExternalStore shim, which carries a fallback for React < 18 into
      // the home route's first load; React 19 has the hook itself.
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/shared/vendor/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden', // maps for error tracking, not advertised to every visitor
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The entry carries every lazy chunk's file name (Vite's preload map for each route's imports):
        // readable names cost 1.1 KB gzip of the home route's 180 KB budget and grow with every page.
        // The hidden source maps still name each chunk's modules for error tracking.
        chunkFileNames: 'assets/[hash].js',
      },
      // No treeshake.moduleSideEffects: @qilin/contract's package.json declares it side-effect free, which
      // keeps its zod schemas out of the first load. Under Rolldown the option's answer overrides every
      // package's own `sideEffects` field: a function answering true for all but the contract kept 1.8 KB
      // gzip of @rc-component/util in the home route.
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: server, changeOrigin: false }])),
  },
});
