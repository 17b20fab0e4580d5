// The built main process may import only what the packaged app contains:
// Node's own modules and Electron. Every package main uses is a dev
// dependency that electron-vite bundles into out/main, so app.asar holds no
// node_modules (docs/performance.md, app.contentsMB); a package left
// outside the bundle would be missing from app.asar and fail at start-up on
// a user's machine, never here where node_modules has it all.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { appContents } from '../../scripts/app-contents.mjs'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, 'out/main')
/** issue 25's app.contentsMB: out/ plus node_modules' share, which is none (test/unit/release/app-contents.test.ts). */
const OUT_BUDGET_MB = 8

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : /\.c?js$/.test(entry.name) ? [join(dir, entry.name)] : []
  )
}

/** 'electron-updater/out/NsisUpdater.js' → 'electron-updater'; '@scope/pkg/x' → '@scope/pkg'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

describe('the built main process', () => {
  it('imports only Node, Electron and production dependencies', () => {
    if (!existsSync(join(OUT, 'main.cjs')))
      throw new Error('out/main/main.cjs is missing: run `npm run build` before the smoke tests.')
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const allowed = new Set([...Object.keys(dependencies), 'electron', ...builtinModules])
    const specifiers = builtFiles(OUT).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?<![\w$"'`])(?:from\s*|import\(\s*|require\(\s*)["']([\w@][\w@./:-]*)["']/g
        )
      ].map(([, specifier]) => specifier ?? '')
    )
    expect(specifiers).toContain('electron')
    const outside = specifiers.filter(
      (specifier) => !specifier.startsWith('node:') && !allowed.has(packageOf(specifier))
    )
    expect(outside).toEqual([])
  })

  it(`stays under ${OUT_BUDGET_MB} MB with the renderer (what app.asar holds), and carries only the date-fns functions pino-roll names`, () => {
    expect(appContents().outMB).toBeLessThan(OUT_BUDGET_MB)
    const main = builtFiles(OUT)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    // pino-roll requires all of date-fns (11 MB on disk); electron.vite.config.ts hands it the five it uses.
    expect(main).toMatch(/function addDays\(/)
    expect(main).not.toMatch(/function formatDistanceStrict\(/)
  })

  it('leaves to chunks loaded at first use what the first window does not need: axios, ajv, semver, assert, crypto, zod, the updater, the features', () => {
    // docs/performance.md, main.startupRatio: main compiles and runs only its entry before the first window.
    const entry = readFileSync(join(OUT, 'main.cjs'), 'utf8')
    const chunks = builtFiles(join(OUT, 'chunks')).map((file) => readFileSync(file, 'utf8'))
    // Minified, the class is an expression (`AxiosHeaders$1=class{`): its toStringTag names it.
    const axiosMark = /"AxiosHeaders"/
    expect(entry).not.toMatch(axiosMark)
    expect(chunks.some((chunk) => axiosMark.test(chunk))).toBe(true)
    expect(entry).toMatch(/require\("\.\/chunks\/http-[\w-]+\.cjs"\)/)
    // The settings check is code generated ahead (settings-validator.ts): no ajv compiler anywhere in main.
    for (const code of [entry, ...chunks]) expect(code).not.toMatch(/class Ajv\b|ajv implementation error/)
    // conf is given no migrations, semver's only use there: semver comes with electron-updater's chunks alone.
    expect(entry).not.toMatch(/class SemVer\b/)
    expect(chunks.some((chunk) => /class SemVer\b/.test(chunk))).toBe(true)
    // conf's deepEqual is util.isDeepStrictEqual: node:assert brought Node's diff and colours (and stderr) to the start.
    expect(entry).not.toMatch(/from\s*["']node:assert["']/)
    // CommonJS: a built-in is the object require() returns, never an import that builds its ES module face; one
    // required for nothing (node:stream and node:events under conf) is left out.
    for (const code of [entry, ...chunks]) expect(code).not.toMatch(/(?:from|import)\s*["'](?:node:)?[\w/]+["']/)
    // The loader runs main.cjs from a vm.Script, which has no loader for import() (src/main/boot/load-main.ts).
    expect(entry).not.toMatch(/(?<![\w$.])import\s*\(/)
    expect(entry).toMatch(/[\w$]+=require\("node:fs"\)/)
    expect(entry).not.toMatch(/(?<![\w$=])require\("node:(?:stream|events)"\)/)
    // node:crypto (about 10 ms to load) at its first use: nothing before the first answer needs it (core/node-crypto.ts).
    expect(entry).not.toMatch(/[\w$]+=require\("node:crypto"\)/)
    // The features beyond the first answer's are a chunk built right after it (src/main/app/late-features.ts).
    expect(entry).not.toMatch(/function createStatusFeature\(/)
    expect(chunks.some((chunk) => /function createStatusFeature\(/.test(chunk))).toBe(true)
    expect(entry).toMatch(/require\("\.\/chunks\/feature-list-[\w-]+\.cjs"\)/)
    // zod is a chunk loaded at the first request that carries something (@shared/load-zod).
    expect(entry).not.toMatch(/class \$ZodError|"\$ZodType"|\$constructor\("ZodString"/)
    expect(entry).toMatch(/require\("\.\/chunks\/zod-api-[\w-]+\.cjs"\)/)
  })

  it('is ASCII only, so V8 reads the entry and its chunks as one-byte strings', () => {
    // One character past ASCII makes a file a two-byte string to decode and scan (electron.vite.config.ts).
    for (const file of builtFiles(OUT).filter((name) => !name.endsWith('body-worker.cjs')))
      expect(
        readFileSync(file).some((byte) => byte > 0x7f),
        file
      ).toBe(false)
  })

  it('carries its messages compiled, without their notes for translators, and no ICU parser (scripts/main-messages.ts)', () => {
    const entry = readFileSync(join(OUT, 'main.cjs'), 'utf8')
    // A message main says at start, and its words, are in the entry as a syntax tree; its description (in the source) is not.
    expect(entry).toContain('"api.error.noServerYet"')
    expect(entry).toContain('defaultMessage:[{type:0,value:"No platform server is set up yet.')
    expect(entry).not.toContain('a request was made before any server address was set up')
    // A message with a placeholder, compiled: the argument is an element of its own.
    expect(entry).toMatch(/defaultMessage:\[\{type:1,value:"name"\},\{type:0,value:" "\},\{type:1,value:"version"\}\]/)
    for (const file of builtFiles(OUT)) {
      const code = readFileSync(file, 'utf8')
      expect(code, file).not.toMatch(/description:"Error: /)
      // No text left for a parser, and none bundled: FormatJS's parser names its errors so.
      expect(code, file).not.toMatch(/defaultMessage:\s*["'`]/)
      expect(code, file).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE')
    }
    // The catalogues are compiled, and hold main's and the shared messages, not the page's.
    const german = builtFiles(join(OUT, 'chunks')).find((file) => /[\\/]de-[\w-]+\.cjs$/.test(file))
    const catalogue = readFileSync(german ?? '', 'utf8')
    expect(catalogue).toMatch(/"menu\.title\.file":\s*\[\{\s*"?type"?:\s*0/)
    expect(catalogue).not.toContain('"signIn.password.missing"')
    // The sign-in form's words are shared: main writes that form into the page's HTML (@shared/sign-in-start).
    expect(catalogue).toContain('"signIn.heading"')
  })

  it('starts the body worker from one CommonJS file that requires only Node built-ins (no chunks, no ES modules)', () => {
    // Electron's test of a worker inside app.asar starts a CommonJS worker (spec/asar-spec.ts,
    // "should start worker thread from asar file"); none starts an ES module worker that loads chunks.
    const worker = readFileSync(join(OUT, 'body-worker.cjs'), 'utf8')
    expect(worker).not.toMatch(/^\s*(?:import|export)\b/m)
    expect(worker).not.toMatch(/(?<![\w$.])import\s*\(|import\.meta/)
    const required = [...worker.matchAll(/(?<![\w$.])require\(\s*([^)]*)\)/g)].map(([, argument]) => argument)
    expect(required.length).toBeGreaterThan(0)
    for (const argument of required)
      expect(argument, 'a require() of anything but a node: built-in').toMatch(/^["']node:[\w/]+["']$/)
    expect(existsSync(join(OUT, 'body-worker.js')), 'an ES module worker left from an older build').toBe(false)
    // The built main starts it by that name, beside itself.
    expect(
      builtFiles(OUT).some((file) =>
        /new URL\("\.\/body-worker\.cjs",\s*require\("url"\)\.pathToFileURL\(__filename\)\.href\)/.test(
          readFileSync(file, 'utf8')
        )
      )
    ).toBe(true)
  })

  it('carries the licence notice of every package it bundles, as does the page', () => {
    const notices = (folder: string) => readFileSync(join(ROOT, 'out', folder, 'THIRD_PARTY_NOTICES.txt'), 'utf8')
    const main = notices('main')
    for (const name of [
      'axios',
      'zod',
      'pino',
      'pino-roll',
      'date-fns',
      'electron-updater',
      'electron-store',
      'conf',
      'ajv',
      'ipaddr.js'
    ])
      expect(main).toMatch(new RegExp(`^${name.replace('.', '\\.')} \\d+\\.\\d+\\.\\d+ — `, 'm'))
    expect(main).toContain('Permission is hereby granted, free of charge')
    const page = notices('renderer')
    for (const name of ['react', 'react-dom', 'zustand', 'react-intl', '@tanstack/react-query'])
      expect(page).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ — `, 'm'))
    // Only what the bundle carries: a dev tool is never listed.
    expect(main).not.toMatch(/^vitest /m)
  })
})

describe('the built renderer', () => {
  const RENDERER = join(ROOT, 'out/renderer')
  const readAsset = (name: string) => readFileSync(join(RENDERER, 'assets', name), 'utf8')
  const assets = () => readdirSync(join(RENDERER, 'assets')).filter((name) => name.endsWith('.js'))

  it('leaves out of its first script what the sign-in form does not draw (docs/performance.md, initialJsGzipKB)', () => {
    const html = readFileSync(join(RENDERER, 'index.html'), 'utf8')
    // The page's scripts: the first (start-screen.ts, which lays the picture of the last screen) and main.tsx's.
    const entryNames = [...html.matchAll(/<script type="module"[^>]*src="\.?\/assets\/([^"]+\.js)"/g)].map(
      ([, name]) => name ?? ''
    )
    if (entryNames.length === 0)
      throw new Error('out/renderer/index.html names no module script: run `npm run build` first.')
    expect(entryNames).toHaveLength(2)
    const entry = entryNames.map(readAsset).join('\n')
    const others = assets()
      .filter((name) => !entryNames.includes(name))
      .map(readAsset)
    // Each mark is a message id or a table only that part has: the first run, Add account, the command table (loaded
    // with the signed-in app or the menu's first command), and the pseudo-locales' letters.
    for (const mark of ['firstRun.heading', 'accounts.add.heading', 'commands.viewRefresh.title', 'ȧƀƈḓḗƒɠ']) {
      expect(entry.includes(mark), `${mark} in the first script`).toBe(false)
      expect(
        others.some((code) => code.includes(mark)),
        mark
      ).toBe(true)
    }
    // The sign-in form itself is there.
    expect(entry.includes('signIn.apiKey.keyLabel')).toBe(true)
  })
})
