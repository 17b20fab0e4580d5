import { resolve } from 'node:path'
import { defineConfig, externalizeDepsPlugin } from 'electron-vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'

// The dev server needs an inline React Refresh preamble and a websocket for
// HMR; only `electron-vite dev` gets this looser policy, never a build.
const devCsp: Plugin = {
  name: 'platform-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(
      /(http-equiv="Content-Security-Policy"\s+content=")[^"]*"/,
      `$1default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://localhost:* ws://127.0.0.1:*"`
    )
}

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } }
    }
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // A sandboxed preload cannot be an ES module: one CommonJS file that
        // requires nothing but 'electron'.
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true }
      }
    }
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), devCsp],
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } }
    }
  }
})
