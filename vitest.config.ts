import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.ts', 'test/smoke/**/*.test.ts', 'test/peer/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true
  }
})
