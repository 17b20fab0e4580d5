// How the page's code is minified. The app's renderer build (electron.vite.config.ts) and the bench's bare React
// baseline (scripts/bench.mjs) use the same, so the baseline stays the same Vite and React plugin with the same
// minifier (docs/performance.md). Terser, not esbuild: the page's first script came out 1.6 KB smaller gzipped (89.7
// against 88.0 KB), inside the 100 KB the sign-in form may wait for (renderer.initialJsGzipKB).
import type { BuildOptions } from 'vite'

export const rendererMinify = {
  minify: 'terser',
  terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } }
} as const satisfies BuildOptions
