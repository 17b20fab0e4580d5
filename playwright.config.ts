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
  // Two files at a time everywhere, CI too: most of a spec's time is waiting on the app and the server, and one worker
  // made e2e the long pole of npm test (docs/testing.md).
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [{ name: 'browser' }, ...(electron.path ? [{ name: 'electron', testIgnore: '**/*.stand-in.spec.ts' }] : [])]
})
