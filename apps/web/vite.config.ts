import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { BASE_HOST_SEGMENTS } from '../../packages/contract/src/api-hosts';

/** The contract's source files except its index (which configures zod). */
/** Chunks of the first screens, whose preload lists the entry keeps (see build.modulePreload). */
const FIRST_SCREEN = /(^|\/)(session-gate|home-redirect|home|teacher-login|school-login|token-handoff|student-layout|login)-[A-Za-z0-9_-]+\.js$/;
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!index\.ts$).+\.ts$/;
/**
 * antd's rc-component packages (form, trigger, async-validator, ...) declare no `sideEffects`, so
 * the bundler keeps a whole package once any module of it is imported: antd's Input and
 * ConfigProvider import one context from @rc-component/form and the login page carried all of the
 * form engine, its validator and the popup trigger (≈ 22 kB gzipped). Their modules only declare
 * components, hooks and helpers.
 */
const RC_COMPONENT_MODULE = /[\\/]node_modules[\\/]@rc-component[\\/]/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
// In development every API path family is proxied to the API server.
const apiFamilies = [...BASE_HOST_SEGMENTS, 'marking', 'academic', 'paper', 'course', 'joint', 'label', 'openapi.json', 'docs'];

export default defineConfig({
  base: './',
  plugins: [
    react(),
    // Brotli and gzip copies beside every text asset (app.js → app.js.br, app.js.gz); the server
    // sends the one the browser accepts (@fastify/static preCompressed, apps/api/src/http/static-files.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiFamilies.map((p) => [`/${p}`, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // The entry lists, for every lazily loaded page, the chunks to fetch beside it; with 100+
      // pages those lists were a tenth of the entry chunk (10 kB gzipped) and grow with each
      // page. They are kept for the first screens (the shell, /home, the login and student pages),
      // whose chunks then load side by side; other pages list their CSS only and fetch their own
      // JavaScript as the browser meets its imports (the shell's chunks are loaded by then).
      resolveDependencies: (filename, deps) => (FIRST_SCREEN.test(filename) ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    // No manual chunks: Rollup splits by import, so a page loads only the antd components,
    // charts and libraries it uses (the login page neither the shell nor ECharts nor KaTeX).
    rollupOptions: {
      treeshake: {
        // The contract's modules only declare constants, rules and zod schemas: a module none of
        // whose exports a chunk uses can be left out of it. Without this hint every chunk that
        // imports a constant from '@app/contract' also carries every schema and zod itself (the
        // login page would load ~60 kB gzipped it never runs). index.ts keeps its side effect
        // (zod's Chinese messages).
        moduleSideEffects: (id) => (CONTRACT_MODULE.test(id) || RC_COMPONENT_MODULE.test(id) ? false : undefined),
      },
    },
  },
});
