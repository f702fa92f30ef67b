// Which test files belong to which vitest project (vitest.config.ts), in one place so that the
// architecture test checks the same set of unit tests that `vitest --project unit` runs.

const NEVER = ['**/node_modules/**', 'data/**', 'web/dist/**', 'tests/bench/**'];

export const TEST_PROJECTS = {
  /** Tests beside the code (`name.test.ts`): no service, no booted Loupe. */
  unit: { include: ['**/*.test.ts', '**/*.test.tsx'], exclude: [...NEVER, 'tests/**'] },
  integration: { include: ['tests/integration/**/*.test.ts'], exclude: NEVER },
  architecture: { include: ['tests/architecture/**/*.test.ts'], exclude: NEVER },
  e2e: { include: ['tests/e2e/**/*.test.ts'], exclude: NEVER },
  /** Failure drills on private PostgreSQL clusters and Redis servers the tests start and stop. */
  faults: { include: ['tests/faults/**/*.test.ts'], exclude: NEVER },
};

/** Whether a path relative to the repository root (with `/`) is a unit-project test file. */
export function isUnitTest(relPath: string): boolean {
  if (!/\.test\.tsx?$/.test(relPath)) return false;
  return !/^(tests|data|node_modules)\/|(^|\/)node_modules\/|^web\/dist\//.test(relPath);
}
