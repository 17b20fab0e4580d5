import { resolve } from 'node:path'

import react from '@vitejs/plugin-react'
import { defineConfig, externalizeDepsPlugin } from 'electron-vite'
import type { Plugin } from 'vite'

import { catalogueCompiler } from './scripts/catalogue-plugin'
import { thirdPartyNotices } from './scripts/third-party-notices'
import { DEV_CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from './src/shared/csp'

// One CSP for the built page (docs/architecture.md, Security rules); `electron-vite dev` alone gets
// the looser one its inline preamble and HMR socket need.
const csp =
  (policy: string): NonNullable<Plugin['transformIndexHtml']> =>
  (html) =>
    html.replace(/(http-equiv="Content-Security-Policy"\s+content=")[^"]*"/, `$1${policy}"`)
const buildCsp: Plugin = { name: 'platform-csp', apply: 'build', transformIndexHtml: csp(META_CONTENT_SECURITY_POLICY) }
const devCsp: Plugin = { name: 'platform-dev-csp', apply: 'serve', transformIndexHtml: csp(DEV_CONTENT_SECURITY_POLICY) }

// Every package main uses is a dev dependency, so electron-vite bundles it into out/main and app.asar
// holds no node_modules (about 4 MB in all instead of 19: docs/performance.md, app.contentsMB).
// pino-roll requires all of date-fns (11 MB on disk) for the five functions it names; this hands it
// those five, so the bundle carries only them (test/unit/release/app-contents.test.ts and
// test/smoke/bundle-imports.test.ts keep both true).
const DATE_FNS_FOR_PINO_ROLL = '\0date-fns-for-pino-roll'
const dateFnsForPinoRoll: Plugin = {
  name: 'date-fns-for-pino-roll',
  enforce: 'pre',
  resolveId: (source, importer) => (source === 'date-fns' && importer?.includes('pino-roll') ? DATE_FNS_FOR_PINO_ROLL : null),
  load: (id) =>
    id === DATE_FNS_FOR_PINO_ROLL ? ['format', 'addDays', 'addHours', 'parse', 'isValid'].map((name) => `export { ${name} } from 'date-fns/${name}'`).join('\n') : null
}

// `@shared/…` resolves into the src/shared folder in every process (tsconfig.base.json `paths`; vitest.config.ts too).
const SHARED = { '@shared': resolve(import.meta.dirname, 'src/shared') }
const resolveShared = { alias: SHARED }

// The page's messages are compiled ahead of time (docs/localisation.md): Babel turns each defaultMessage
// into its syntax tree, the catalogue compiler does the same for each language's file, and FormatJS's
// runtime is bundled without its ICU parser (about 7 KB gzipped less before the first paint).
const pageMessages = react({ babel: { plugins: [['formatjs', { ast: true, removeDefaultMessage: false }]] } })
const ICU_PARSER = '@formatjs/icu-messageformat-parser'
const withoutIcuParser = { [ICU_PARSER]: `${ICU_PARSER}/no-parser.js` }

export default defineConfig({
  main: {
    resolve: resolveShared,
    plugins: [externalizeDepsPlugin(), dateFnsForPinoRoll, catalogueCompiler(), thirdPartyNotices()],
    build: {
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          // Its own entry: large response bodies are read on a worker thread (src/main/body/).
          'body-worker': resolve(import.meta.dirname, 'src/main/app/body-worker.ts')
        }
      }
    }
  },
  preload: {
    resolve: resolveShared,
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
    resolve: { alias: { ...SHARED, ...withoutIcuParser } },
    plugins: [
      pageMessages,
      catalogueCompiler({ onlyIdsFrom: ['src/renderer/src', 'src/shared'].map((folder) => resolve(import.meta.dirname, folder)) }),
      buildCsp,
      devCsp,
      thirdPartyNotices()
    ],
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } }
    }
  }
})
