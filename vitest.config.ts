import { defineConfig } from 'vitest/config';

// One run covers unit tests (beside the code), tests/integration (real PostgreSQL, MariaDB,
// Redis), tests/architecture and tests/e2e (Chromium; one browser and one Loupe per file). Benchmarks live in tests/bench and are
// never part of `npm test`.
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'data/**', 'tests/bench/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/harness/global-setup.ts', 'tests/e2e/build-web-setup.ts'],
  },
});
