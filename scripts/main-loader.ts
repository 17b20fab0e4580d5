// Main is two files: the app's bundle (out/main/main.cjs, with its chunks)
// and a loader (out/main/index.cjs, package.json's `main`) that runs the
// bundle from V8's code cache when the package carries one
// (src/main/boot/load-main.ts, docs/performance.md under main.startupRatio).
//
// This plugin, on main's build: stamps the bundle with a hash of its code,
// which the cache names so that it never runs against another build; and
// builds the loader on its own (a second Vite build, as the body worker's),
// so the two share no chunk and the loader reads nothing but the bundle
// and the cache.
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'

import { build, type Plugin, type ResolvedConfig } from 'vite'

import { BUNDLE_FILE, STAMP_PREFIX } from '../src/main/boot/code-cache'

export const LOADER_FILE = 'index.cjs'

/** The stamp the bundle ends with: the first 16 hex digits of its code's SHA-256. */
export const stamped = (code: string): string =>
  `${code}\n${STAMP_PREFIX}${createHash('sha256').update(code).digest('hex').slice(0, 16)}*/\n`

/** `entry`: the loader's source (src/main/boot/index.ts); `builtins`: Node's modules, left to require(). */
export function mainLoader(entry: string, builtins: string[]): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'platform-main-loader',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, bundle) {
      const main = bundle[BUNDLE_FILE]
      if (main?.type !== 'chunk') throw new Error(`main's build wrote no ${BUNDLE_FILE}: the loader runs that file.`)
      main.code = stamped(main.code)
    },
    async writeBundle() {
      if (!config) return
      await build({
        configFile: false,
        mode: config.mode,
        logLevel: 'warn',
        // A CommonJS file's own folder (electron-vite does the same for main's build).
        define: { 'import.meta.dirname': '__dirname' },
        build: {
          ssr: entry,
          outDir: resolve(config.root, config.build.outDir),
          emptyOutDir: false,
          target: config.build.target,
          minify: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          rollupOptions: {
            external: builtins,
            output: { format: 'cjs', entryFileNames: LOADER_FILE, inlineDynamicImports: true }
          }
        }
      })
    }
  }
}
