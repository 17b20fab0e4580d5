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
// runs as its own project, one file beside the rest, so its waits overlap their work. The rest runs one file at a time
// under CI, where npm test's other lanes share the two cores: with two files of it at once, six timing-bound specs
// failed (docs/testing.md, How long).
const FAULTS = '**/faults.stand-in.spec.ts'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'browser', testIgnore: FAULTS, workers: process.env.CI ? 1 : 2 },
    { name: 'browser-faults', testMatch: FAULTS, workers: 1 },
    ...(electron.path ? [{ name: 'electron', testIgnore: '**/*.stand-in.spec.ts' }] : [])
  ]
})
