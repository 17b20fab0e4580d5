import { defineConfig } from '@playwright/test'

// `npm run screenshots` (not part of npm test): one worker, the two themes
// one after the other, through the browser target of the e2e harness.
export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  projects: [{ name: 'browser' }]
})
