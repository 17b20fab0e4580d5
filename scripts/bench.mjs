// `npm run bench`: the product measured on this machine against its budgets
// (docs/performance.md). Builds the renderer and a bare React baseline with
// the same toolchain, runs the Node measurements in-process and the browser
// ones through the e2e harness (bench/*.bench.ts), prints a table, writes
// bench-results.json (git-ignored) and the table into docs/performance.md.
// Medians over BENCH_RUNS runs (at least 5) after a warm-up; side by side
// where a ratio is quoted. Exits 1 when a budget is missed, naming each.
// Not part of npm test.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { arch, cpus, freemem, loadavg, platform, release, totalmem } from 'node:os'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'

import { register } from 'tsx/esm/api'

import { benchTable, writePerformanceDoc } from './bench-report.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const started = performance.now()
const step = (what) => console.log(`\n▸ ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`)
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(
      `\nThe bench stopped: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`
    )
    process.exit(1)
  }
}

register()
const { benchRuns } = await import('../bench/stats.ts')
const RUNS = benchRuns()
const work = await mkdtemp(join(tmpdir(), 'platform-desktop-bench-'))

try {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    step('Building the app (electron-vite build)')
    run('npx', ['electron-vite', 'build'])
  }
  step('Building the baseline: a bare React page, same Vite and React plugin')
  const { build } = await import('vite')
  const { default: react } = await import('@vitejs/plugin-react')
  const { rendererMinify } = await import('./renderer-minify.ts')
  const baselineDir = join(work, 'baseline')
  await build({
    root: join(ROOT, 'bench/baseline'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: baselineDir, emptyOutDir: true, ...rendererMinify }
  })

  const node = await import('../bench/node-bench.ts')
  step(`API path against plain fetch (${RUNS} runs of 200 alternating calls)`)
  const api = await node.measureApi(RUNS)
  step(`Idle wake-ups with 10 accounts on 3 platforms over 60 simulated minutes (${RUNS} runs)`)
  const idle = await node.measureIdleWakeups(RUNS)
  const readers = await import('../bench/readers-bench.ts')
  step('Body readers against JSON.parse: 4 shapes × 64 KB, 1 MB, 16 MB × every reader')
  const reading = readers.measureReaders(RUNS)
  step(`A 50,000-follower answer and a 15.8 MB one through main (${RUNS} runs)`)
  const answers = await readers.measureFollowersAnswers(RUNS)
  step(`The offline cache: a 50,000-entry followers list written (${RUNS} runs), and a heavy day on 10 accounts`)
  const { measureCache } = await import('../bench/cache-bench.ts')
  const cache = await measureCache(RUNS)
  step(`Main's start-up under the Electron stand-in against an empty main's (${RUNS} runs of alternating starts)`)
  const startupBench = await import('../bench/startup-bench.ts')
  const startup = startupBench.measureStartup(RUNS)
  const { measureAccountsGrowth } = await import('../bench/accounts-bench.ts')
  step(`1, 5 and 20 remembered accounts idle for 60 simulated minutes, a fresh main each (${RUNS} runs)`)
  const growth = measureAccountsGrowth(RUNS)
  step(`Main's start-up with 1, 5 and 20 remembered accounts under the stand-in (${RUNS} runs of alternating starts)`)
  const accountsStartup = await startupBench.measureAccountsStartup(RUNS)
  const { appContents } = await import('./app-contents.mjs')
  const contents = appContents()

  step(`Browser measurements (${RUNS} runs each after a warm-up)`)
  const browserOut = join(work, 'browser.json')
  run('npx', ['playwright', 'test', '-c', 'bench/playwright.config.ts', 'bench/browser.bench.ts'], {
    BENCH_OUT: browserOut,
    BENCH_BASELINE_DIR: baselineDir,
    BENCH_RUNS: String(RUNS)
  })
  const browser = JSON.parse(await readFile(browserOut, 'utf8'))
  const { shippedLocales, SOURCE_LOCALE } = await import('../src/shared/i18n/locales.ts')
  const initial = await node.measureInitialJs(
    join(ROOT, 'out/renderer'),
    String(browser.initialJs ?? '')
      .split(' ')
      .filter(Boolean),
    shippedLocales.filter((locale) => locale !== SOURCE_LOCALE)
  )

  const results = {
    'renderer.initialJsGzipKB': initial.kb,
    'renderer.firstInteractiveMs': browser['renderer.firstInteractiveMs'],
    'renderer.baselineFirstInteractiveMs': browser['renderer.baselineFirstInteractiveMs'],
    'renderer.ratioToBaseline': browser['renderer.ratioToBaseline'],
    'api.clientCallMs': api.clientCallMs,
    'api.rawHttpMs': api.rawHttpMs,
    'api.ratio': api.ratio,
    'followers.entries': browser['followers.entries'],
    'followers.renderMs': browser['followers.renderMs'],
    'followers.domRows': browser['followers.domRows'],
    'followers.scrollFrameP95Ms': browser['followers.scrollFrameP95Ms'],
    'followers.droppedFrames': browser['followers.droppedFrames'],
    'followers.filterKeystrokeP95Ms': browser['followers.filterKeystrokeP95Ms'],
    'search.keystrokes': browser['search.keystrokes'],
    'search.requests': browser['search.requests'],
    'search.staleRenders': browser['search.staleRenders'],
    'memory.leakGrowthPct': browser['memory.leakGrowthPct'],
    'readers.worstRatioToParse': reading.worstRatioToParse,
    'readers.longestBlockMs': answers.huge.longestBlockMs,
    'main.followersRetainedMB': answers.fiftyThousand.retainedMB,
    'main.hugeFollowersRetainedMB': answers.huge.retainedMB,
    'main.startupMs': startup.startupMs,
    'main.emptyStartupMs': startup.emptyStartupMs,
    'main.startupRatio': startup.startupRatio,
    'app.contentsMB': Number(contents.totalMB.toFixed(2)),
    'main.idleWakeupsPerMin': idle.perMinute,
    'start.cachedProfileMs': browser['start.cachedProfileMs'],
    'start.baselineFirstInteractiveMs': browser['start.baselineFirstInteractiveMs'],
    'start.cachedProfileRatio': browser['start.cachedProfileRatio'],
    'start.cachedProfileWithListMs': browser['start.cachedProfileWithListMs'],
    'start.cachedProfileWithListRatio': browser['start.cachedProfileWithListRatio'],
    'offline.navigationMs': browser['offline.navigationMs'],
    'cache.writeBlockMs': cache.writeBlockMs,
    'cache.diskMBPerAccount': cache.diskMBPerAccount,
    'accounts.heapMB1': growth.byCount[1].heapMB,
    'accounts.heapMB20': growth.byCount[20].heapMB,
    'accounts.heapRatio20': growth.heapRatio20,
    'accounts.idleWakeupsPerMin20': growth.idleWakeupsPerMin20,
    'accounts.switchMs': browser['accounts.switchMs'],
    'accounts.startupMs1': accountsStartup.restoredMs[1],
    'accounts.startupMs20': accountsStartup.restoredMs[20],
    'accounts.startupRatio20': accountsStartup.startupRatio20,
    'readers.ratios': reading.ratios,
    // What the table says beside a budget; kept with the figures so docs/performance.md can be written from this file alone.
    details: {
      largestLanguage: `${initial.largestLanguage}, ${initial.largestLanguageKb} KB`,
      worstDroppedFrames: browser.worstDroppedFrames,
      worstLeakGrowthPct: browser.worstLeakGrowthPct,
      worstReader: reading.worst,
      followersBlockMs: answers.fiftyThousand.longestBlockMs,
      hugeEntries: answers.huge.entries,
      contents: `out/ ${contents.outMB.toFixed(2)} MB, node_modules ${contents.dependenciesMB.toFixed(2)} MB`,
      idleJobs: idle.jobs,
      cacheFiftyThousandMB: cache.fiftyThousandMB,
      offlineNavigationMedianMs: browser['offline.navigationMedianMs'],
      cachedProfileLiveMs: browser['start.cachedProfileLiveMs'],
      accountsHeap: `5 accounts ${growth.heapRatio5}; 1, 5, 20: ${growth.byCount[1].heapMB}, ${growth.byCount[5].heapMB}, ${growth.byCount[20].heapMB} MB, of which app state ${growth.byCount[1].stateMB}, ${growth.byCount[5].stateMB}, ${growth.byCount[20].stateMB} MB`,
      accountsWakeups: `1 account ${growth.byCount[1].wakeupsPerMin}, 5 accounts ${growth.byCount[5].wakeupsPerMin}; ${growth.byCount[20].jobs} jobs`,
      accountsSwitch: `5 accounts ${browser['accounts.switchMs5']} ms; ${browser.switchVariants}`,
      startupUncached: `without the code cache (${startup.cacheKB} KB) ${startup.uncachedMs} ms, ${startup.uncachedRatio}`,
      accountsStartup: `5 accounts ${accountsStartup.startupRatio5}; to the first answer: ${accountsStartup.answeredMs[1]}, ${accountsStartup.answeredMs[5]}, ${accountsStartup.answeredMs[20]} ms`
    },
    runs: RUNS,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGB: Number((totalmem() / 2 ** 30).toFixed(1)),
      freeMemoryGB: Number((freemem() / 2 ** 30).toFixed(1)),
      loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
      os: `${platform()} ${release()} ${arch()}`,
      node: process.version,
      chromium: browser.chromium ?? 'unknown',
      date: new Date().toISOString()
    }
  }
  await writeFile(join(ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`)

  const { missedKeys, markdown } = benchTable(results)
  console.log(`\nPlatform Desktop bench\n\n${markdown}`)
  await writePerformanceDoc(results)
  console.log(
    `\nJS requested before first paint: ${initial.files.join(', ')}. Written to bench-results.json and docs/performance.md in ${((performance.now() - started) / 1000).toFixed(0)} s.`
  )
  if (missedKeys.length > 0) {
    console.error(
      `\n${missedKeys.length} budget(s) missed: ${missedKeys.join(', ')}. docs/performance.md says what would fix each.`
    )
    process.exitCode = 1
  }
} finally {
  await rm(work, { recursive: true, force: true })
}
