import { defineConfig } from '@playwright/test'

// The browser half of `npm run bench` (scripts/bench.mjs runs it): one worker,
// one test after another, so measurements never share the two cores.
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  projects: [{ name: 'browser' }]
})
