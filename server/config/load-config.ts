import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import YAML from 'yaml';
import { configSchema, DEFAULT_CONFIG, DEFAULT_FEATURE_FLAGS, ENV_KEYS, type LoupeConfig } from './config-schema.ts';
import { unknownVariableWarnings } from './known-variables.ts';

/** Every problem found in the configuration, each naming where the value came from. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** A YAML or JSON file; LOUPE_CONFIG names one too. The environment wins over the file. */
  file?: string | null;
  /** Values set in code (tests, CLI flags); they win over both. */
  overrides?: Partial<LoupeConfig>;
  cwd?: string;
  /** Told about each LOUPE_* variable Loupe does not read (a likely typo), with the closest known name. */
  onWarning?: (message: string) => void;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(configSchema);

const SOURCE_OF_KEY = new Map(Object.entries(ENV_KEYS).map(([env, { key }]) => [key as string, env]));

function parseEnvValue(
  name: string,
  raw: string,
  kind: (typeof ENV_KEYS)[string]['kind'],
  problems: string[],
): unknown {
  const text = raw.trim();
  switch (kind) {
    case 'string':
      return text;
    case 'nullable':
      return text === '' ? null : text;
    case 'int': {
      if (!/^-?\d+$/.test(text)) problems.push(`${name} must be a whole number (got '${raw}')`);
      return Number(text);
    }
    case 'number': {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n)) problems.push(`${name} must be a number (got '${raw}')`);
      return n;
    }
    case 'bool': {
      const t = text.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(t)) return true;
      if (['0', 'false', 'no', 'off'].includes(t)) return false;
      problems.push(`${name} must be true or false (got '${raw}')`);
      return undefined;
    }
    case 'list':
      // Comma- or space-separated: LOUPE_TALISMAN_FRAME_ANCESTORS="'self' https://intranet.example"
      return text.split(/[\s,]+/).filter(Boolean);
    case 'flags': {
      // Either JSON ({"DASHBOARD_RBAC": true}) or a list: DASHBOARD_RBAC,-DYNAMIC_PLUGINS
      if (text.startsWith('{')) {
        try {
          return JSON.parse(text);
        } catch {
          problems.push(`${name} is not valid JSON`);
          return undefined;
        }
      }
      const flags: Record<string, boolean> = {};
      for (const item of text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const off = item.startsWith('-');
        const flag = off ? item.slice(1) : item;
        if (!/^[A-Z][A-Z0-9_]*$/.test(flag)) problems.push(`${name}: '${item}' is not a feature flag name`);
        flags[flag] = !off;
      }
      return flags;
    }
  }
}

function readFile(file: string, problems: string[]): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    problems.push(`cannot read config file ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    return {};
  }
  try {
    const parsed: unknown = file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);
    if (parsed === null || parsed === undefined) return {};
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push(`config file ${file} must hold a mapping of keys to values`);
      return {};
    }
    return parsed as Record<string, unknown>;
  } catch (err) {
    problems.push(
      `config file ${file} is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(err as Error).message.split('\n')[0]}`,
    );
    return {};
  }
}

/**
 * Defaults, then the config file, then LOUPE_* variables, then overrides; validated as a whole.
 * Throws ConfigError listing every problem at once.
 */
export function loadConfig(opts: LoadConfigOptions = {}): LoupeConfig {
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? process.cwd();
  const problems: string[] = [];

  const file = opts.file ?? env.LOUPE_CONFIG ?? null;
  const fromFile = file ? readFile(path.resolve(cwd, file), problems) : {};

  const fromEnv: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(ENV_KEYS)) {
    const raw = env[name];
    if (raw === undefined) continue;
    const v = parseEnvValue(name, raw, spec.kind, problems);
    if (v !== undefined) fromEnv[spec.key] = v;
  }
  // A LOUPE_* variable Loupe does not read is warned about (known-variables.ts), never refused:
  // the CLI's own (LOUPE_URL, LOUPE_TOKEN…) are often set in the same shell.
  for (const warning of unknownVariableWarnings(env)) opts.onWarning?.(warning);

  const merged: Record<string, unknown> = { ...DEFAULT_CONFIG, ...fromFile, ...fromEnv, ...opts.overrides };
  if (!validate(merged)) {
    for (const e of validate.errors ?? []) {
      const key =
        e.instancePath.split('/')[1] ?? (e.params as { additionalProperty?: string }).additionalProperty ?? '';
      const where =
        SOURCE_OF_KEY.has(key) && key in fromEnv
          ? SOURCE_OF_KEY.get(key)!
          : key in fromFile
            ? `${key} (in ${file})`
            : key;
      if (e.keyword === 'additionalProperties') {
        problems.push(
          `unknown setting '${(e.params as { additionalProperty: string }).additionalProperty}'${file ? ` in ${file}` : ''}`,
        );
      } else if (e.keyword === 'pattern') {
        problems.push(
          `${where} has an unsupported form (got '${String(valueAt(merged, e.instancePath))}'); expected ${describePattern(key)}`,
        );
      } else if (e.keyword === 'type' && e.instancePath.split('/').length > 2) {
        problems.push(`${where}${e.instancePath.slice(key.length + 1)} ${e.message}`);
      } else {
        problems.push(
          `${where} ${e.message}${merged[key] !== undefined ? ` (got ${JSON.stringify(merged[key])})` : ''}`,
        );
      }
    }
  }
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);

  const config = merged as unknown as LoupeConfig;
  return {
    ...config,
    dataDir: path.resolve(cwd, config.dataDir),
    featureFlags: { ...DEFAULT_FEATURE_FLAGS, ...config.featureFlags },
  };
}

/** The value an ajv instance path (`/key/0`) points at: a list's item names the item itself. */
function valueAt(root: Record<string, unknown>, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], root);
}

function describePattern(key: string): string {
  if (key === 'metadataUrl') return 'postgresql://user:password@host:port/database or sqlite:///path/to/loupe.db';
  if (key === 'redisUrl') return 'redis://host:port[/db]';
  if (key === 'talismanFrameAncestors') return "'self', 'none', * or origins like https://intranet.example";
  return 'a valid value';
}
