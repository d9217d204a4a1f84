import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BASE_HOST_SEGMENTS } from '../../packages/contract/src/api-hosts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
// In development every API path family is proxied to the API server.
const apiFamilies = [...BASE_HOST_SEGMENTS, 'marking', 'academic', 'paper', 'course', 'label', 'openapi.json', 'docs'];

export default defineConfig({
  base: './',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiFamilies.map((p) => [`/${p}`, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (id.includes('node_modules/echarts') || id.includes('node_modules/zrender')) return 'echarts';
          if (id.includes('node_modules/antd') || id.includes('node_modules/@ant-design') || id.includes('node_modules/rc-') || id.includes('node_modules/@rc-component')) return 'antd';
          if (id.includes('node_modules/react') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
});
