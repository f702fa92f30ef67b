import { defineConfig } from 'vitest/config';
import { TEST_PROJECTS } from './tests/test-projects.ts';

// `npm test` runs every project; `npx vitest run --project unit` runs only the tests beside the
// code, which need no PostgreSQL, MariaDB or Redis (tests/architecture/unit-tests-need-no-services
// holds them to that). Benchmarks live in tests/bench and are never part of `npm test`.
const SERVICES = 'tests/harness/global-setup.ts';
// Build the web app once before any test boots Loupe, so parallel files find a fresh build.
const WEB_BUILD = 'tests/e2e/build-web-setup.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    // Two files at a time (vitest's default on two cores is one): most integration and e2e files
    // wait on a booted Loupe, the services or Chromium, so two in parallel take the suite from about
    // 32 to about 20 minutes here. The fault drills keep a group of their own (below).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Tests beside the code: in-process only (SQLite, DuckDB, fakes on a loopback port).
      // Worker threads start faster than forks: the whole project runs in under a minute here.
      { extends: true, test: { name: 'unit', pool: 'threads', ...TEST_PROJECTS.unit } },
      // Real PostgreSQL, MariaDB and Redis; many boot a whole Loupe.
      {
        extends: true,
        test: { name: 'integration', ...TEST_PROJECTS.integration, globalSetup: [SERVICES, WEB_BUILD] },
      },
      { extends: true, test: { name: 'architecture', ...TEST_PROJECTS.architecture } },
      // Chromium against a booted Loupe (one browser and one Loupe per file).
      // A browser step under the load of a second file can pass 30 s on two cores: a minute.
      {
        extends: true,
        test: { name: 'e2e', ...TEST_PROJECTS.e2e, globalSetup: [SERVICES, WEB_BUILD], testTimeout: 60_000 },
      },
      // Failure drills: each file starts its own PostgreSQL cluster (initdb on a free port) and
      // Redis, stops them under a running Loupe and times the recovery; never the shared services.
      {
        extends: true,
        test: {
          name: 'faults',
          ...TEST_PROJECTS.faults,
          globalSetup: [WEB_BUILD],
          // The drills mostly wait on their child processes and servers: all files at once, in a
          // group of their own after the other projects (vitest runs projects with different
          // maxWorkers in separate groups), so their timings are not taken under the suite's load.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
