import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { resolve } from 'node:path'

import react from '@vitejs/plugin-react'
import { defineConfig, externalizeDepsPlugin } from 'electron-vite'
import { build, normalizePath, type Plugin, type ResolvedConfig } from 'vite'

import { catalogueCompiler, compileCatalogue } from './scripts/catalogue-plugin'
import { mainLoader } from './scripts/main-loader'
import { mainMessages } from './scripts/main-messages'
import { rendererMinify } from './scripts/renderer-minify'
import { packageDirOf, thirdPartyNotices } from './scripts/third-party-notices'
import { DEV_CONTENT_SECURITY_POLICY } from './src/shared/csp'

// The built page's CSP is the header the app:// protocol sends (src/shared/csp.ts says why there is no meta tag);
// `electron-vite dev` alone gets the looser one its inline preamble and HMR socket need, as a meta tag, since the dev
// server sends no header (docs/architecture.md, Security rules).
const devCsp: Plugin = {
  name: 'platform-dev-csp',
  apply: 'serve',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: DEV_CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend'
    }
  ]
}

// The page's first script (src/renderer/src/start-screen.ts) is a file of its own, run as soon as it is in: it lays
// the picture of the last screen over the page while the rest of its code is still on its way (docs/performance.md,
// start.cachedProfileRatio). Vite makes one entry of every script an HTML page names, so index.html names only main.tsx
// and this puts the first script in front of it; main.tsx imports it too, so the page asks for it once.
const START_SCREEN = resolve(import.meta.dirname, 'src/renderer/src/start-screen.ts')
const startScreenScript: Plugin = {
  name: 'platform-start-screen',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle, server }) => {
      const built = Object.values(bundle ?? {}).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === START_SCREEN
      )
      if (!server && !built) throw new Error('The build has no chunk for src/renderer/src/start-screen.ts.')
      const src = server ? '/src/start-screen.ts' : `./${built?.fileName}`
      const first = html.indexOf('<script type="module"')
      if (first < 0) throw new Error('index.html has no module script to put the first script before.')
      return `${html.slice(0, first)}<script type="module" crossorigin src="${src}"></script>\n    ${html.slice(first)}`
    }
  }
}

// Every package main uses is a dev dependency, so electron-vite bundles it into out/main and app.asar
// holds no node_modules (about 4 MB in all instead of 19: docs/performance.md, app.contentsMB).
// pino-roll requires all of date-fns (11 MB on disk) for the five functions it names; this hands it
// those five, so the bundle carries only them (test/unit/release/app-contents.test.ts and
// test/smoke/bundle-imports.test.ts keep both true).
const DATE_FNS_FOR_PINO_ROLL = '\0date-fns-for-pino-roll'
const dateFnsForPinoRoll: Plugin = {
  name: 'date-fns-for-pino-roll',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'date-fns' && importer?.includes('pino-roll') ? DATE_FNS_FOR_PINO_ROLL : null,
  load: (id) =>
    id === DATE_FNS_FOR_PINO_ROLL
      ? ['format', 'addDays', 'addHours', 'parse', 'isValid']
          .map((name) => `export { ${name} } from 'date-fns/${name}'`)
          .join('\n')
      : null
}

// conf is given no schema (src/main/features/settings/settings-validator.ts checks the file with code ajv
// generated ahead), so its ajv and ajv-formats are never called: the bundle carries a stand-in that says so
// if they ever are, instead of about 250 KB that main compiled at every start (docs/performance.md). Nor is it given
// migrations (settings-store.ts), semver's only use in conf: semver's module built its regular expressions before
// the first window, about 7 ms (docs/performance.md). conf's one use of node:assert, deepEqual of the file's
// settings against them with the defaults filled in, is util.isDeepStrictEqual: node:assert loads Node's diff and
// colours (which opens stderr) before the first window, 10–15 ms, and a first start threw an AssertionError that
// drew a diff of the two. Both are null-prototype objects holding the same values, so strict and loose agree.
const NO_AJV = '\0conf-without-ajv'
const NO_SEMVER = '\0conf-without-semver'
// Node's built-ins are external before any resolveId is asked, so conf's import lines themselves are replaced. Its
// node:crypto serves only an encryptionKey main never gives it: loaded if ever called, not at start (about 10 ms).
const CONF_IMPORTS: Record<string, string> = {
  "import assert from 'node:assert';": [
    // Not an import of node:util: its ES module face reads every lazy export of util (TextDecoder…) at load.
    'const assert = {',
    '  deepEqual(actual, expected) {',
    '    if (!process.getBuiltinModule("node:util").isDeepStrictEqual(actual, expected))',
    '      throw new Error("conf: the settings differ from themselves with the defaults filled in")',
    '  }',
    '};'
  ].join(' '),
  "import crypto from 'node:crypto';": [
    'const crypto = Object.fromEntries(',
    '  ["pbkdf2Sync", "createDecipheriv", "createCipheriv", "randomBytes"].map((name) =>',
    '    [name, (...args) => process.getBuiltinModule("node:crypto")[name](...args)]',
    '  )',
    ');'
  ].join(' ')
}
const confUnused = (what: string) =>
  `const unused = () => { throw new Error("conf was given ${what}: main does without (electron.vite.config.ts)") }`
const confAsMainUsesIt: Plugin = {
  name: 'conf-as-main-uses-it',
  enforce: 'pre',
  resolveId: (source, importer) => {
    if (!importer?.includes('/node_modules/conf/')) return null
    if (source === 'ajv/dist/2020.js' || source === 'ajv-formats') return NO_AJV
    return source === 'semver' ? NO_SEMVER : null
  },
  load: (id) => {
    if (id === NO_AJV)
      return [
        confUnused('a schema'),
        'export class Ajv2020 { constructor() { unused() } }',
        'export default { default: unused }'
      ].join('\n')
    if (id === NO_SEMVER)
      return [
        confUnused('migrations'),
        'export default { eq: unused, clean: unused, satisfies: unused, lte: unused, gt: unused }'
      ].join('\n')
    return null
  },
  transform(code, id) {
    if (!id.includes('/node_modules/conf/dist/source/index.js')) return null
    let out = code
    for (const [line, replacement] of Object.entries(CONF_IMPORTS)) {
      if (!out.includes(line))
        this.error(`conf no longer has \`${line}\` as electron.vite.config.ts expects: look again at its use`)
      out = out.replace(line, replacement)
    }
    return { code: out, map: null }
  }
}

// `@shared/…` resolves into the src/shared folder in every process (tsconfig.base.json `paths`; vitest.config.ts too).
const SHARED = { '@shared': resolve(import.meta.dirname, 'src/shared') }

// Every message is compiled ahead of time (docs/localisation.md): each defaultMessage becomes its syntax tree (the
// page's through Babel, main's through scripts/main-messages.ts), the catalogue compiler does the same for each
// language's file, and FormatJS's runtime is bundled without its ICU parser (main's plugin hands it a stand-in of
// its own): about 7 KB gzipped less before the page's first paint, and about 35 KB less of main's entry to compile
// before its first line.
const pageMessages = react({ babel: { plugins: [['formatjs', { ast: true, removeDefaultMessage: false }]] } })
const ICU_PARSER = '@formatjs/icu-messageformat-parser'
const withoutIcuParser = { [ICU_PARSER]: `${ICU_PARSER}/no-parser.js` }
const resolveShared = { alias: SHARED }

// Large response bodies are read on a worker thread (src/main/core/body/), which start.ts starts from
// out/main/body-worker.cjs: ONE CommonJS file that requires only Node's own modules. As one of main's
// inputs it came out as an ES module importing main's shared chunks, which import() each language's
// catalogue. Electron loads workers from app.asar, but its only test of that (spec/asar-spec.ts,
// "should start worker thread from asar file") starts a CommonJS worker; an ES module worker with
// chunks inside app.asar is tested nowhere. So the worker is its own build, run each time main is
// written (`electron-vite dev` too): the same `@shared` alias, every import() inlined, .cjs so
// package.json's "type": "module" does not apply to it.
const WORKER_ENTRY = resolve(import.meta.dirname, 'src/main/app/body-worker.ts')
const WORKER_SOURCES = [WORKER_ENTRY, resolve(import.meta.dirname, 'src/main/core/body/body-worker.ts')]
const NODE_BUILTINS = builtinModules.flatMap((name) => [name, `node:${name}`])
// Inlined whole, the six catalogues (every message main has) would make the worker about 0.5 MB larger:
// the worker's keep only the messages its own modules declare (the readers' words), found by walking its imports.
const CATALOGUES = `${normalizePath(resolve(import.meta.dirname, 'src/shared/i18n/catalogue'))}/`
const workerCatalogues = (): Plugin => {
  let declared: Promise<Set<string>> | undefined
  const seen = new Set<string>()
  const skipped = (module: string) =>
    module.startsWith(CATALOGUES) || module.includes('/node_modules/') || module.startsWith('\0')
  return {
    name: 'platform-body-worker-catalogues',
    enforce: 'pre',
    async transform(source, id) {
      if (!id.startsWith(CATALOGUES)) return null
      declared ??= (async () => {
        const ids = new Set<string>()
        // this.load waits for a module and the names of its imports, never for them to load; a catalogue (this
        // very hook) is never waited for.
        const visit = async (module: string): Promise<void> => {
          if (seen.has(module) || skipped(module)) return
          seen.add(module)
          const info = await this.load({ id: module, resolveDependencies: true })
          for (const match of (info.code ?? '').matchAll(/\bid:\s*(["'])([a-z][\w.-]*)\1/g)) ids.add(match[2] ?? '')
          await Promise.all(
            [...info.importedIdResolutions, ...info.dynamicallyImportedIdResolutions].flatMap((to) =>
              to.external ? [] : [visit(to.id)]
            )
          )
        }
        await visit(normalizePath(WORKER_ENTRY))
        return ids
      })()
      return { code: JSON.stringify(compileCatalogue(source, id, await declared)), map: null }
    },
    // The walk must have seen every module of ours that the worker carries, or a message could be missing.
    generateBundle(_options, bundle) {
      const unseen = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .filter((module) => !skipped(module) && !seen.has(module))
      if (declared && unseen.length > 0)
        throw new Error(`The body worker's catalogues left out the messages of ${unseen.join(', ')}.`)
    }
  }
}
const workerGuard = (outDir: string): Plugin => ({
  name: 'platform-body-worker-guard',
  // The worker runs outside Electron's API: `electron` there would bundle the npm downloader.
  resolveId: (source, importer) => {
    if (source === 'electron' || source.startsWith('electron/'))
      throw new Error(`The body worker must not import ${source} (from ${importer ?? '?'}).`)
    return null
  },
  // main's THIRD_PARTY_NOTICES.txt, already written, must name every package the worker carries.
  generateBundle(_options, bundle) {
    const notices = readFileSync(resolve(outDir, 'THIRD_PARTY_NOTICES.txt'), 'utf8')
    const dirs = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? Object.keys(output.modules).map(packageDirOf) : []
    )
    for (const dir of new Set(dirs)) {
      const manifest = dir
        ? (JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { name?: string; version?: string })
        : {}
      if (manifest.name && !notices.includes(`\n${manifest.name} ${manifest.version} — `))
        throw new Error(
          `The body worker bundles ${manifest.name}, which ${outDir}/THIRD_PARTY_NOTICES.txt does not name.`
        )
    }
  }
})
function bodyWorker(): Plugin {
  let target: ResolvedConfig['build']['target'] = false
  let outDir = ''
  let mode = 'production'
  return {
    name: 'platform-body-worker',
    apply: 'build',
    configResolved(config) {
      target = config.build.target
      outDir = resolve(config.root, config.build.outDir)
      mode = config.mode
    },
    // Not in main's module graph: watched so that `electron-vite dev` rebuilds when they change.
    buildStart() {
      for (const file of WORKER_SOURCES) this.addWatchFile(file)
    },
    async writeBundle() {
      await build({
        configFile: false,
        mode,
        logLevel: 'warn',
        resolve: resolveShared,
        plugins: [workerCatalogues(), mainMessages(), workerGuard(outDir)],
        build: {
          ssr: WORKER_ENTRY,
          outDir,
          emptyOutDir: false,
          target,
          minify: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          rollupOptions: {
            external: NODE_BUILTINS,
            output: { format: 'cjs', entryFileNames: 'body-worker.cjs', inlineDynamicImports: true }
          }
        },
        ssr: { noExternal: true }
      })
    }
  }
}

export default defineConfig({
  main: {
    resolve: resolveShared,
    plugins: [
      externalizeDepsPlugin(),
      dateFnsForPinoRoll,
      confAsMainUsesIt,
      // Main says only its own messages and the shared ones: the page's stay out of its catalogues.
      catalogueCompiler({
        onlyIdsFrom: ['src/main', 'src/shared'].map((folder) => resolve(import.meta.dirname, folder))
      }),
      mainMessages(),
      thirdPartyNotices(),
      bodyWorker(),
      mainLoader(resolve(import.meta.dirname, 'src/main/boot/index.ts'), NODE_BUILTINS)
    ],
    // Whitespace and syntax minified, names kept (a logged stack still names its functions): V8 reads all of the
    // entry before its first line runs, and a third less of it to read took about 16 ms off main's start
    // (docs/performance.md, main.startupRatio). ASCII only (Vite asks esbuild for UTF-8): one character past ASCII makes
    // the whole entry a two-byte string to decode and scan, about 4 ms of main's start.
    esbuild: { minifyIdentifiers: false, minifySyntax: true, minifyWhitespace: true, charset: 'ascii' },
    build: {
      minify: 'esbuild',
      rollupOptions: {
        input: { main: resolve(import.meta.dirname, 'src/main/index.ts') },
        // CommonJS, so that the loader can hand V8 the code cache made at packaging (scripts/main-loader.ts); a
        // built-in required for nothing (atomically, under conf, asks for node:stream and node:events) is left out.
        treeshake: { moduleSideEffects: (id, external) => !(external && NODE_BUILTINS.includes(id)) },
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' }
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
      catalogueCompiler({
        onlyIdsFrom: ['src/renderer/src', 'src/shared'].map((folder) => resolve(import.meta.dirname, folder))
      }),
      devCsp,
      startScreenScript,
      thirdPartyNotices()
    ],
    build: {
      ...rendererMinify,
      // One stylesheet for every screen, loaded with the page: the picture of the last screen (app/kept-screen.ts) is
      // drawn before the shell's code has come, so its styles must not come with that code.
      cssCodeSplit: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html'), 'start-screen': START_SCREEN }
      }
    }
  }
})
