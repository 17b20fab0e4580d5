import { resolve } from 'node:path'

import { defineConfig } from 'vitest/config'

import { catalogueCompiler } from './scripts/catalogue-plugin'

export default defineConfig({
  // `@shared/…` resolves into the src/shared folder, as in tsconfig.base.json and electron.vite.config.ts.
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  // Catalogues load compiled, as in the built app (electron.vite.config.ts).
  plugins: [catalogueCompiler()],
  test: {
    include: [
      'test/unit/**/*.test.{ts,tsx}',
      'test/contract/**/*.test.ts',
      'test/smoke/**/*.test.ts',
      'test/peer/**/*.test.ts'
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true
  }
})
