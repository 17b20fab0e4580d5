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

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One file at a time under CI: there npm test's other lanes share the two cores, and two workers made six
  // timing-bound specs fail (docs/testing.md, How long).
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [{ name: 'browser' }, ...(electron.path ? [{ name: 'electron', testIgnore: '**/*.stand-in.spec.ts' }] : [])]
})
