/** Loupe's configuration, validated with ajv at start. Every key can come from a LOUPE_* variable. */
export interface LoupeConfig {
  host: string;
  port: number;
  /** Where the embedded defaults keep their state: loupe.db, examples.duckdb, secret_key, results. */
  dataDir: string;
  /** `postgres://…` for a cluster; null keeps metadata in `<dataDir>/loupe.db` (SQLite). */
  metadataUrl: string | null;
  /** Signs sessions and tokens and encrypts stored secrets; generated into the data folder when unset. */
  secretKey: string | null;
  /** The first admin's password; a generated one is printed once when unset. */
  adminPassword: string | null;
  redisUrl: string | null;
  /** Key prefix of everything Loupe keeps in Redis (queues, event streams), so Loupes can share one Redis. */
  redisPrefix: string;
  /** Whether this process works background jobs; a cluster's web nodes set false and run `loupe worker`. */
  workers: boolean;
  /** Background jobs one process runs at once. */
  jobConcurrency: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Build the `examples` DuckDB database and register its datasets on first start. */
  examples: boolean;
  featureFlags: Record<string, boolean>;
  /** Copy this role's permissions into Public, as Superset's PUBLIC_ROLE_LIKE (e.g. "Gamma"). */
  publicRoleLike: string | null;
  /** Failed logins allowed per client address and minute before 429. */
  loginRateLimit: number;
  sessionMaxAgeHours: number;
  jwtAccessTokenSeconds: number;
  jwtRefreshTokenSeconds: number;
  /** How long shutdown waits for in-flight requests before closing connections. */
  shutdownTimeoutMs: number;
  /** Seconds chart data stays cached when neither chart, dataset nor database says (Superset's CACHE_DEFAULT_TIMEOUT); 0 keeps it, -1 caches nothing. */
  cacheDefaultTimeout: number;
  /** SQL Lab: seconds a synchronous run may take (Superset's SQLLAB_TIMEOUT). */
  sqllabTimeout: number;
  /** SQL Lab: seconds an asynchronous run may take (SQLLAB_ASYNC_TIME_LIMIT_SEC). */
  sqllabAsyncTimeLimitSec: number;
  /** SQL Lab: the row limit when the client names none (DEFAULT_SQLLAB_LIMIT). */
  sqllabDefaultLimit: number;
  /** SQL Lab: the most rows a run may return (SQL_MAX_ROW). */
  sqlMaxRow: number;
  /** SQL Lab: the most rows the JSON answer carries (DISPLAY_MAX_ROW); all are kept in the results backend. */
  sqllabDisplayMaxRow: number;
  /** SQL Lab: seconds stored results are kept (RESULTS_BACKEND cache timeout). */
  sqllabResultsTtl: number;
  /** SQL Lab: bytes the in-process results backend keeps before evicting the least recently used. */
  sqllabResultsMaxBytes: number;
  /** Dashboards: chart-data requests a dashboard page keeps in flight per database (its query planner's cap). */
  dashboardQueryConcurrency: number;
  /**
   * Refuse SQLite and DuckDB connections (files on Loupe's own server) at create, update and test,
   * as Superset's PREVENT_UNSAFE_DB_CONNECTIONS. A file inside the data folder is refused either way.
   */
  preventUnsafeDbConnections: boolean;
  /**
   * Send the security headers Superset's Talisman sends (TALISMAN_ENABLED): Content-Security-Policy,
   * X-Content-Type-Options, Referrer-Policy, X-Frame-Options, and HSTS over TLS.
   */
  talismanEnabled: boolean;
  /**
   * The CSP `frame-ancestors` sources: who may show Loupe in a frame (Superset's
   * TALISMAN_CONFIG.content_security_policy['frame-ancestors']). `'self'` by default; list the
   * sites that embed dashboards.
   */
  talismanFrameAncestors: string[];
  /**
   * Trust the X-Forwarded-For/-Proto/-Host headers of one proxy in front (Superset's
   * ENABLE_PROXY_FIX): a TLS-terminating proxy then makes cookies Secure and turns HSTS on.
   */
  enableProxyFix: boolean;
  /**
   * Signs guest tokens for embedded dashboards (Superset's GUEST_TOKEN_JWT_SECRET), never the
   * session key; null derives one from the secret key. Set the same value on every web node.
   */
  guestTokenJwtSecret: string | null;
  /** Seconds a guest token lives (GUEST_TOKEN_JWT_EXP_SECONDS). */
  guestTokenJwtExpSeconds: number;
  /** The guest token's `aud` (GUEST_TOKEN_JWT_AUDIENCE); null uses the request's own URL host, as Superset. */
  guestTokenJwtAudience: string | null;
  /** The header the embedded page sends its guest token in (GUEST_TOKEN_HEADER_NAME). */
  guestTokenHeaderName: string;
  /** The role a guest user has (GUEST_ROLE_NAME). */
  guestRoleName: string;
}

export const DEFAULT_FEATURE_FLAGS: Record<string, boolean> = {
  DASHBOARD_NATIVE_FILTERS: true,
  DASHBOARD_CROSS_FILTERS: true,
  DASHBOARD_RBAC: false,
  DYNAMIC_PLUGINS: false,
  ESCAPE_MARKDOWN_HTML: true,
  GENERIC_CHART_AXES: true,
  GLOBAL_ASYNC_QUERIES: false,
  SQLLAB_BACKEND_PERSISTENCE: true,
  EMBEDDED_SUPERSET: false,
  SSH_TUNNELING: false,
};

/** A CSP source `frame-ancestors` takes: `'self'`, `'none'`, `*`, a scheme, or an origin (`*.` allowed). */
export const FRAME_ANCESTOR_SOURCE =
  "^('self'|'none'|\\*|https?:|(https?://)?(\\*\\.)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:([0-9]{1,5}|\\*))?)$";

export const configSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    host: { type: 'string', minLength: 1 },
    port: { type: 'integer', minimum: 0, maximum: 65535 },
    dataDir: { type: 'string', minLength: 1 },
    metadataUrl: { type: ['string', 'null'], pattern: '^(postgres|postgresql|sqlite)://' },
    secretKey: { type: ['string', 'null'], minLength: 16 },
    adminPassword: { type: ['string', 'null'], minLength: 6 },
    redisUrl: { type: ['string', 'null'], pattern: '^rediss?://' },
    redisPrefix: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' },
    workers: { type: 'boolean' },
    jobConcurrency: { type: 'integer', minimum: 1, maximum: 64 },
    logLevel: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    examples: { type: 'boolean' },
    featureFlags: { type: 'object', additionalProperties: { type: 'boolean' } },
    publicRoleLike: { type: ['string', 'null'] },
    loginRateLimit: { type: 'integer', minimum: 1 },
    sessionMaxAgeHours: { type: 'number', exclusiveMinimum: 0 },
    jwtAccessTokenSeconds: { type: 'integer', minimum: 1 },
    jwtRefreshTokenSeconds: { type: 'integer', minimum: 1 },
    shutdownTimeoutMs: { type: 'integer', minimum: 0 },
    cacheDefaultTimeout: { type: 'integer', minimum: -1 },
    sqllabTimeout: { type: 'number', exclusiveMinimum: 0 },
    sqllabAsyncTimeLimitSec: { type: 'number', exclusiveMinimum: 0 },
    sqllabDefaultLimit: { type: 'integer', minimum: 1 },
    sqlMaxRow: { type: 'integer', minimum: 1 },
    sqllabDisplayMaxRow: { type: 'integer', minimum: 1 },
    sqllabResultsTtl: { type: 'integer', minimum: 1 },
    sqllabResultsMaxBytes: { type: 'integer', minimum: 1024 },
    dashboardQueryConcurrency: { type: 'integer', minimum: 1, maximum: 100 },
    preventUnsafeDbConnections: { type: 'boolean' },
    talismanEnabled: { type: 'boolean' },
    talismanFrameAncestors: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: FRAME_ANCESTOR_SOURCE },
    },
    enableProxyFix: { type: 'boolean' },
    guestTokenJwtSecret: { type: ['string', 'null'], minLength: 16 },
    guestTokenJwtExpSeconds: { type: 'integer', minimum: 1 },
    guestTokenJwtAudience: { type: ['string', 'null'], minLength: 1 },
    guestTokenHeaderName: { type: 'string', pattern: '^[A-Za-z0-9-]+$' },
    guestRoleName: { type: 'string', minLength: 1 },
  },
} as const;

export const DEFAULT_CONFIG: LoupeConfig = {
  host: '127.0.0.1',
  port: 8088,
  dataDir: './data',
  metadataUrl: null,
  secretKey: null,
  adminPassword: null,
  redisUrl: null,
  redisPrefix: 'loupe',
  workers: true,
  jobConcurrency: 2,
  logLevel: 'info',
  examples: true,
  featureFlags: {},
  publicRoleLike: null,
  loginRateLimit: 10,
  sessionMaxAgeHours: 24 * 7,
  jwtAccessTokenSeconds: 15 * 60,
  jwtRefreshTokenSeconds: 30 * 24 * 3600,
  shutdownTimeoutMs: 10_000,
  cacheDefaultTimeout: 86_400,
  sqllabTimeout: 30,
  sqllabAsyncTimeLimitSec: 6 * 3600,
  sqllabDefaultLimit: 1000,
  sqlMaxRow: 1_000_000,
  sqllabDisplayMaxRow: 10_000,
  sqllabResultsTtl: 86_400,
  sqllabResultsMaxBytes: 1024 * 1024 * 1024,
  dashboardQueryConcurrency: 6,
  preventUnsafeDbConnections: true,
  talismanEnabled: true,
  talismanFrameAncestors: ["'self'"],
  enableProxyFix: false,
  guestTokenJwtSecret: null,
  guestTokenJwtExpSeconds: 300,
  guestTokenJwtAudience: null,
  guestTokenHeaderName: 'X-GuestToken',
  guestRoleName: 'Public',
};

/** Environment variable → config key, and how its text becomes a value. */
export const ENV_KEYS: Record<
  string,
  { key: keyof LoupeConfig; kind: 'string' | 'int' | 'number' | 'bool' | 'flags' | 'nullable' | 'list' }
> = {
  LOUPE_HOST: { key: 'host', kind: 'string' },
  LOUPE_PORT: { key: 'port', kind: 'int' },
  LOUPE_DATA_DIR: { key: 'dataDir', kind: 'string' },
  LOUPE_METADATA_URL: { key: 'metadataUrl', kind: 'nullable' },
  LOUPE_SECRET_KEY: { key: 'secretKey', kind: 'nullable' },
  LOUPE_ADMIN_PASSWORD: { key: 'adminPassword', kind: 'nullable' },
  LOUPE_REDIS_URL: { key: 'redisUrl', kind: 'nullable' },
  LOUPE_REDIS_PREFIX: { key: 'redisPrefix', kind: 'string' },
  LOUPE_WORKERS: { key: 'workers', kind: 'bool' },
  LOUPE_JOB_CONCURRENCY: { key: 'jobConcurrency', kind: 'int' },
  LOUPE_LOG_LEVEL: { key: 'logLevel', kind: 'string' },
  LOUPE_EXAMPLES: { key: 'examples', kind: 'bool' },
  LOUPE_FEATURE_FLAGS: { key: 'featureFlags', kind: 'flags' },
  LOUPE_PUBLIC_ROLE_LIKE: { key: 'publicRoleLike', kind: 'nullable' },
  LOUPE_LOGIN_RATE_LIMIT: { key: 'loginRateLimit', kind: 'int' },
  LOUPE_SESSION_MAX_AGE_HOURS: { key: 'sessionMaxAgeHours', kind: 'number' },
  LOUPE_JWT_ACCESS_TOKEN_SECONDS: { key: 'jwtAccessTokenSeconds', kind: 'int' },
  LOUPE_JWT_REFRESH_TOKEN_SECONDS: { key: 'jwtRefreshTokenSeconds', kind: 'int' },
  LOUPE_SHUTDOWN_TIMEOUT_MS: { key: 'shutdownTimeoutMs', kind: 'int' },
  LOUPE_CACHE_DEFAULT_TIMEOUT: { key: 'cacheDefaultTimeout', kind: 'int' },
  LOUPE_SQLLAB_TIMEOUT: { key: 'sqllabTimeout', kind: 'number' },
  LOUPE_SQLLAB_ASYNC_TIME_LIMIT_SEC: { key: 'sqllabAsyncTimeLimitSec', kind: 'number' },
  LOUPE_SQLLAB_DEFAULT_LIMIT: { key: 'sqllabDefaultLimit', kind: 'int' },
  LOUPE_SQL_MAX_ROW: { key: 'sqlMaxRow', kind: 'int' },
  LOUPE_SQLLAB_DISPLAY_MAX_ROW: { key: 'sqllabDisplayMaxRow', kind: 'int' },
  LOUPE_SQLLAB_RESULTS_TTL: { key: 'sqllabResultsTtl', kind: 'int' },
  LOUPE_SQLLAB_RESULTS_MAX_BYTES: { key: 'sqllabResultsMaxBytes', kind: 'int' },
  LOUPE_DASHBOARD_QUERY_CONCURRENCY: { key: 'dashboardQueryConcurrency', kind: 'int' },
  LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: { key: 'preventUnsafeDbConnections', kind: 'bool' },
  LOUPE_TALISMAN_ENABLED: { key: 'talismanEnabled', kind: 'bool' },
  LOUPE_TALISMAN_FRAME_ANCESTORS: { key: 'talismanFrameAncestors', kind: 'list' },
  LOUPE_ENABLE_PROXY_FIX: { key: 'enableProxyFix', kind: 'bool' },
  LOUPE_GUEST_TOKEN_JWT_SECRET: { key: 'guestTokenJwtSecret', kind: 'nullable' },
  LOUPE_GUEST_TOKEN_JWT_EXP_SECONDS: { key: 'guestTokenJwtExpSeconds', kind: 'int' },
  LOUPE_GUEST_TOKEN_JWT_AUDIENCE: { key: 'guestTokenJwtAudience', kind: 'nullable' },
  LOUPE_GUEST_TOKEN_HEADER_NAME: { key: 'guestTokenHeaderName', kind: 'string' },
  LOUPE_GUEST_ROLE_NAME: { key: 'guestRoleName', kind: 'string' },
};
