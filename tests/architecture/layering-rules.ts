// ARCHITECTURE.md §3 as dependency-cruiser rules. Each rule quotes the sentence it keeps true.
export const LAYERING_RULES = [
  {
    name: 'core-imports-only-core',
    comment: 'core/ imports nothing outside core/ (packages are fine)',
    severity: 'error',
    from: { path: '^core/' },
    to: { pathNot: ['^core/', 'node_modules'], dependencyTypesNot: ['core'] },
  },
  {
    name: 'core-uses-no-node-builtins',
    comment: 'core/ imports no node:* API',
    severity: 'error',
    from: { path: '^core/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'web-never-imports-server-or-cli',
    comment: 'web/ and any */web/ never import server/, cli/ or any */server/',
    severity: 'error',
    from: { path: '(^|/)web/' },
    to: { path: ['^server/', '^cli/', '/server/'] },
  },
  {
    name: 'web-never-reaches-server-or-cli',
    comment:
      'web/ and any */web/ never import server/, cli/ or any */server/, not even through other files (web → */shared → */server)',
    severity: 'error',
    from: { path: '(^|/)web/' },
    to: { path: ['^server/', '^cli/', '/server/'], reachable: true },
  },
  {
    name: 'shared-imports-only-core-and-shared',
    comment:
      'A */shared/ folder is isomorphic: it imports only core/ and other shared/ code (no server/, web/, cli/, node:*)',
    severity: 'error',
    from: { path: '^plugins/[^/]+/shared/' },
    to: { pathNot: ['^core/', '^plugins/[^/]+/shared/', 'node_modules'] },
  },
  {
    name: 'plugins-meet-only-through-shared-index',
    comment:
      "A plugin reaches another plugin only through that plugin's shared/index.ts (or, server to server, the tokens its server/exports.ts exports)",
    severity: 'error',
    from: { path: '^plugins/([^/]+)/' },
    to: {
      path: '^plugins/',
      pathNot: ['^plugins/$1/', '^plugins/[^/]+/shared/index\\.ts$', '^plugins/[^/]+/server/exports\\.ts$'],
    },
  },
  {
    name: 'viz-plugins-use-only-the-sdk',
    comment: 'viz-plugins/* import only the viz SDK in core/ (and echarts/uplot/react)',
    severity: 'error',
    from: { path: '^viz-plugins/([^/]+)/' },
    to: {
      pathNot: [
        '^viz-plugins/$1/',
        '^core/viz/',
        'node_modules/(echarts|zrender|uplot|react|react-dom|scheduler)/',
        'node_modules/@types/',
      ],
    },
  },
  {
    name: 'only-composition-roots-import-plugins',
    comment: "Only each host's composition root (its main and plugins files) imports plugins",
    severity: 'error',
    from: { path: '^(server|web|cli)/', pathNot: ['^(server|web|cli)/(main|plugins)\\.tsx?$'] },
    to: { path: '^(plugins|viz-plugins)/' },
  },
  {
    name: 'engine-speaks-no-http',
    comment:
      'server/engine/ returns results and typed errors: it never imports server/http/ nor fastify (plugins speak HTTP)',
    severity: 'error',
    from: { path: '^server/engine/' },
    to: { path: ['^server/http/', '(^|/)node_modules/(fastify|@fastify/[^/]+)/'] },
  },
  {
    name: 'no-circular',
    comment: 'No import cycles',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
] as const;
