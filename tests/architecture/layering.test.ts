import fs from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { LAYERING_RULES } from './layering-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['core', 'server', 'plugins', 'viz-plugins', 'web', 'cli', 'fixtures'];

/** Every source file below the roots (dependency-cruiser only scans folders for extensions its
 * own TypeScript support accepts, which excludes TypeScript 7, so it is handed the files). */
function sourceFiles(roots: string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const p = path.posix.join(rel, e.name);
      if (e.isDirectory()) {
        // web/dist is the built bundle (Monaco alone is megabytes of minified JS), not source.
        if (e.name !== 'node_modules' && p !== 'web/dist') walk(p);
      } else if (/\.(ts|tsx|js|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
        out.push(p);
    }
  };
  for (const r of roots) walk(r);
  return out;
}

async function cruiseTree(roots: string[], rules: unknown[]): Promise<IViolation[]> {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    // TypeScript 7's compiler has no JS API for dependency-cruiser, so Babel strips the types
    // (after keep-type-imports has made type-only imports count as dependencies too).
    const files = sourceFiles(roots);
    if (files.length === 0) throw new Error(`no source files under ${roots.join(', ')}`);
    const result = await cruise(
      files,
      {
        validate: true,
        ruleSet: { forbidden: rules } as never,
        doNotFollow: { path: 'node_modules' },
        // Packages stay out of the graph, except Fastify's: the engine rule forbids them.
        exclude: { path: ['\\.test\\.tsx?$', 'node_modules/(?!fastify/|@fastify/)'] },
      },
      { extensions: ['.ts', '.tsx', '.js', '.json'] },
      {
        babelConfig: {
          babelrc: false,
          configFile: false,
          // tsyringe's legacy decorators (`@injectable()`, `@inject(IToken)`) on services.
          parserOpts: { plugins: ['decorators-legacy'] },
          plugins: [path.join(import.meta.dirname, 'keep-type-imports.cjs')],
          presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
        },
      } as never,
    );
    return (result.output as ICruiseResult).summary.violations;
  } finally {
    process.chdir(cwd);
  }
}

const describeViolation = (v: IViolation) =>
  `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name).join(' -> ')})` : ''}`;

describe('ARCHITECTURE.md §3 layering', () => {
  it('holds for the whole tree', async () => {
    const roots = LAYERS.filter(
      (d) => fs.existsSync(path.join(ROOT, d)) && fs.readdirSync(path.join(ROOT, d)).length > 0,
    );
    const violations = await cruiseTree(roots, [...LAYERING_RULES]);
    expect(violations.map(describeViolation)).toEqual([]);
  }, 120_000);

  it('core/ touches no DOM or Node globals', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
          const code = fs.readFileSync(p, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
          const m =
            /(?<![.\w])(window|document|localStorage|sessionStorage|navigator|process|Buffer|__dirname)\s*\.|(?<![.\w])(require)\(\s*['"]/.exec(
              code,
            );
          if (m) offenders.push(`${path.relative(ROOT, p)}: ${m[1] ?? m[2]}`);
        }
      }
    };
    walk(path.join(ROOT, 'core'));
    expect(offenders).toEqual([]);
  });
});

describe('the layering rules themselves', () => {
  // A rule that can never fire protects nothing: each is shown catching a planted violation.
  const planted = path.join(ROOT, 'tests/architecture/planted-violations');

  it('catch what they forbid', async () => {
    fs.rmSync(planted, { recursive: true, force: true });
    const files: Record<string, string> = {
      'core/leaky.ts':
        "import fs from 'node:fs';\nimport { x } from '../server/thing.ts';\nexport const y = [fs, x];\n",
      'server/thing.ts': 'export const x = 1;\n',
      'server/not-a-root.ts': "import { p } from '../plugins/alpha/server/index.ts';\nexport const q = p;\n",
      'plugins/alpha/server/index.ts':
        "import { secret } from '../../beta/server/internal.ts';\nexport const p = secret;\n",
      'plugins/beta/server/internal.ts': 'export const secret = 1;\n',
      'plugins/beta/web/page.ts': "import { x } from '../../../server/thing.ts';\nexport const page = x;\n",
      // Shared code that is not isomorphic, and a web file that reaches the server only through it.
      'plugins/beta/shared/leak.ts':
        "import fs from 'node:fs';\nimport { secret } from '../server/internal.ts';\nexport const leak = [fs, secret];\n",
      'plugins/beta/web/view.ts': "import { leak } from '../shared/leak.ts';\nexport const view = leak;\n",
      'server/engine/replier.ts':
        "import Fastify from 'fastify';\nimport { x } from '../thing.ts';\nexport const app = () => Fastify().get('/', async () => x);\n",
      'server/engine/erring.ts':
        "import { badRequest } from '../http/errors.ts';\nexport const fail = () => badRequest('no');\n",
      'server/http/errors.ts': 'export const badRequest = (m: string) => new Error(m);\n',
      'cyc/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'cyc/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    };
    for (const [rel, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(planted, rel)), { recursive: true });
      fs.writeFileSync(path.join(planted, rel), code);
    }
    try {
      const rel = path.relative(ROOT, planted);
      // Re-anchor each rule's paths on the planted tree.
      const anchor = (p: unknown): unknown =>
        typeof p === 'string'
          ? p === '(^|/)web/'
            ? `^${rel}/(web|.*/web)/`
            : p.replace(/^\^/, `^${rel}/`)
          : Array.isArray(p)
            ? p.map(anchor)
            : p;
      const rules = LAYERING_RULES.map((r) => ({
        ...r,
        from: Object.fromEntries(Object.entries(r.from).map(([k, v]) => [k, anchor(v)])),
        to: Object.fromEntries(
          Object.entries(r.to).map(([k, v]) => [
            k,
            k === 'dependencyTypes' || k === 'dependencyTypesNot' || k === 'circular' ? v : anchor(v),
          ]),
        ),
      }));
      const violations = await cruiseTree([rel], rules);
      const names = new Set(violations.map((v) => v.rule.name));
      expect([...names].sort()).toEqual(
        [
          'core-imports-only-core',
          'core-uses-no-node-builtins',
          'engine-speaks-no-http',
          'no-circular',
          'only-composition-roots-import-plugins',
          'plugins-meet-only-through-shared-index',
          'shared-imports-only-core-and-shared',
          'web-never-imports-server-or-cli',
          'web-never-reaches-server-or-cli',
        ].sort(),
      );
      const flagged = (rule: string) =>
        violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`);
      // The shared file is caught for the Node builtin and for the server import alike.
      expect(flagged('shared-imports-only-core-and-shared').sort()).toEqual(
        [
          `${rel}/plugins/beta/shared/leak.ts -> ${rel}/plugins/beta/server/internal.ts`,
          `${rel}/plugins/beta/shared/leak.ts -> fs`,
        ].sort(),
      );
      // view.ts imports no server file itself: only the transitive rule sees it reach one.
      expect(flagged('web-never-imports-server-or-cli')).not.toContainEqual(expect.stringContaining('web/view.ts'));
      expect(flagged('web-never-reaches-server-or-cli')).toContainEqual(
        `${rel}/plugins/beta/web/view.ts -> ${rel}/plugins/beta/server/internal.ts`,
      );
      // Both ways out of the engine are caught: fastify and server/http/.
      const engineOffenders = violations
        .filter((v) => v.rule.name === 'engine-speaks-no-http')
        .map((v) => `${v.from} -> ${v.to.replace(/^.*node_modules\/(fastify)\/.*$/, '$1')}`);
      expect(engineOffenders.sort()).toEqual([
        `${rel}/server/engine/erring.ts -> ${rel}/server/http/errors.ts`,
        `${rel}/server/engine/replier.ts -> fastify`,
      ]);
    } finally {
      fs.rmSync(planted, { recursive: true, force: true });
    }
  }, 120_000);
});
