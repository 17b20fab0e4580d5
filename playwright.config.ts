import { defineConfig } from '@playwright/test'

import { electronBinary } from './test/support/electron-binary'

// The same specs run in two projects: "browser" (the built renderer in
// Chromium, bound to the real main-process handlers in the test process) and
// "electron" (the real app through _electron.launch) where a binary exists.
const electron = electronBinary()
if (electron.path === null && !process.env.PLATFORM_E2E_NOTED) {
  process.env.PLATFORM_E2E_NOTED = '1'
  console.log(`Electron e2e project skipped: ${electron.reason}. The browser project runs the same specs.`)
}

// The fault matrix mostly waits (client timeouts, Retry-After, bodies that drip): about a quarter of its time is CPU. It
// runs as its own project, one test at a time beside the rest, so its waits overlap their work. Two at a time did not
// shorten npm test: in a clean run the e2e lane took 460 s against 404 s, every other lane slowed too, and its tests
// took longer each (docs/testing.md, How long). The rest runs two files at a time: one at a time, its files alone
// took 368 s on an idle two-core machine.
const FAULTS = '**/faults.stand-in.spec.ts'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  // A failed test's trace keeps its actions, console and network; each window's last screen and DOM are attached
  // (support.ts). Snapshots at every action and the screencast cost a third of the suite's CPU: seven spec files took
  // 39 and 40 CPU-s of Chromium without them against 64 and 65 with them, alternating (docs/testing.md).
  use: { trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } },
  projects: [
    { name: 'browser', testIgnore: FAULTS, workers: 2 },
    { name: 'browser-faults', testMatch: FAULTS, workers: 1 },
    ...(electron.path ? [{ name: 'electron', testIgnore: '**/*.stand-in.spec.ts' }] : [])
  ]
})
