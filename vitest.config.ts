import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'

import { defineConfig } from 'vitest/config'

import { catalogueCompiler } from './scripts/catalogue-plugin'

// The unit tests that take longest (npm, the reference server and the feed
// signer as child processes, or real-time waits;
// docs/testing.md, "Which tests run when"): the `integration` project runs
// them with test/contract and test/peer, so `npm run check` and
// `npm run test:watch` stay a quick loop.
const SLOW_UNIT = [
  'test/unit/scripts/commands.test.ts',
  'test/unit/scripts/sign-update-feed.test.ts',
  'test/unit/scripts/run-parallel.test.ts',
  // Real-time waits the views make (Updates marks seen after 2 s; Search's debounce and late answers): 10–13 s each.
  'test/unit/renderer/updates.test.tsx',
  'test/unit/renderer/search.test.tsx',
  // Two TypeScript programs, main's and the page's, around CONTRIBUTING.md's snippets: 7 s and 13 CPU-s alone.
  'test/unit/docs/contributing-snippets.test.ts'
]

// The unit files that replace a module with vi.mock: the `unit-mocked` project runs them isolated. A test in
// test/unit/lint/module-mocks.test.ts checks that no other unit file calls vi.mock.
export const MOCKED_UNIT = [
  'test/unit/main/electron-surfaces.test.ts',
  'test/unit/main/late-features-missing.test.ts',
  'test/unit/main/relaunch.test.ts',
  'test/unit/main/spellcheck-electron.test.ts'
]

export default defineConfig({
  // `@shared/…` resolves into the src/shared folder, as in tsconfig.base.json and electron.vite.config.ts.
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  // Catalogues load compiled, as in the built app (electron.vite.config.ts).
  plugins: [catalogueCompiler()],
  test: {
    // The projects below name their files; `extends: true` adds these options to each
    // (and would add an `include` given here to every project's).
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // expect.poll waits for something a test started (a first status check, an event from main) to come true: its
    // default second failed tests on a busy two-core machine. A poll that holds returns at once, whatever the limit.
    expect: { poll: { timeout: 10_000 } },
    restoreMocks: true,
    // Most tests wait on sockets and child processes, so two files at a time pay even on
    // two cores (vitest's default is one fewer than the cores: one, there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // No build needed: `npm run test:unit` (this project and `unit-mocked`), `npm run check`, `npm run test:watch`.
      // Threads start faster than the default forks (104 s against 115 s for this project on two idle cores), and the
      // files of a worker share its modules (`isolate: false`): 80 s against 97 s. What a module keeps for the process
      // is put back before each file (setupFiles); the files that replace a module with vi.mock run isolated, below.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...SLOW_UNIT, ...MOCKED_UNIT],
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/support/unit-setup.ts']
        }
      },
      // vi.mock replaces a module for the file that asks: in a shared module graph another file would meet the stand-in
      // (electron, here), or this file the real module another had loaded. So these files keep their own graphs.
      {
        extends: true,
        test: { name: 'unit-mocked', include: MOCKED_UNIT, pool: 'threads' }
      },
      // No build needed: `npm run test:integration`.
      {
        extends: true,
        test: {
          name: 'integration',
          include: [...SLOW_UNIT, 'test/contract/**/*.test.ts', 'test/peer/**/*.test.ts']
        }
      },
      // Runs the built app in out/: `npm run test:smoke`, after `npm run build`.
      { extends: true, test: { name: 'smoke', include: ['test/smoke/**/*.test.ts'] } }
    ]
  }
})
