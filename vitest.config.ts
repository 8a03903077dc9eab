import { defineConfig } from 'vitest/config'

// Browser tests (tests/e2e) share one built site and one Chromium; they run in a single
// worker so two cores are not fought over. Unit and integration tests run in parallel.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'scripts/**/*.test.ts', 'forms/**/*.test.ts', 'functions/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Finds (or installs) Chromium once; without one, one line says what to install.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
