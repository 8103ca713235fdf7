// Architecture rules, checked by `npm run lint:deps` (part of `npm run lint`). See docs/CONVENTIONS.md, "Boundaries".
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-domain-repository',
      severity: 'error',
      comment: "A server domain uses another domain through its service or a small port, never its repository's SQL.",
      from: { path: '^apps/server/src/domains/([^/]+)/' },
      to: {
        path: '^apps/server/src/domains/[^/]+/[a-z-]*repository\\.ts$',
        pathNot: '^apps/server/src/domains/$1/',
      },
    },
    {
      name: 'repository-imports-no-service-or-route',
      severity: 'error',
      comment: 'Layers point one way: routes → services → repositories.',
      from: { path: '^apps/server/src/domains/[^/]+/[a-z-]*repository\\.ts$' },
      to: { path: '^apps/server/src/domains/[^/]+/[a-z-]*(service|routes)\\.ts$' },
    },
    {
      name: 'service-imports-no-route',
      severity: 'error',
      comment: 'Layers point one way: routes → services → repositories.',
      from: { path: '^apps/server/src/domains/[^/]+/[a-z-]*service\\.ts$' },
      to: { path: '^apps/server/src/domains/[^/]+/[a-z-]*routes\\.ts$' },
    },
    {
      name: 'route-imports-no-repository',
      severity: 'error',
      comment: 'Routes do HTTP and call services; SQL stays behind the service.',
      from: { path: '^apps/server/src/domains/[^/]+/[a-z-]*routes\\.ts$' },
      to: { path: '^apps/server/src/domains/[^/]+/[a-z-]*repository\\.ts$' },
    },
    {
      name: 'no-feature-internals',
      severity: 'error',
      comment: "A web feature uses another only through that feature's public entry (its index.ts).",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'packages-import-no-apps',
      severity: 'error',
      comment: 'Shared packages stand alone; apps depend on them, never the other way.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
