// Folder cycles and the folder boundaries of DESIGN §3, run by `npm run lint` (npm test):
// none is known or tolerated.
// Rules reference: node_modules/dependency-cruiser/types/rule-set.d.mts.

/** Files of another resource that a resource may import: no views, no hooks. */
const RESOURCE_CONTRACT = String.raw`\.(schema|routes|contract|limits|resource|fields|i18n)\.ts$`;

const FOLDER_CYCLE = {
  name: 'no-folder-cycle',
  severity: 'error',
  comment:
    'Two folders import each other, directly or through others (a folder is one directory; a parent ' +
    'folder stands for everything under it). Move what both use one level down: shared UI to ' +
    "src/components, helpers to src/lib, a contract to the owning resource's schema or routes file.",
  scope: 'folder',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { ...FOLDER_CYCLE, from: {}, to: { circular: true } },
    {
      name: 'resource-through-contract',
      severity: 'error',
      comment:
        'A resource imports another only through its contract files (*.schema.ts, *.routes.ts, ' +
        "*.contract.ts, *.limits.ts, *.resource.ts: its declaration and its screens' SPEC §2 paths, " +
        '*.fields.ts, *.i18n.ts). A view, hook or helper several resources use goes to src/components or src/lib.',
      from: { path: '^resources/([^/]+)/' },
      to: { path: '^resources/[^/]+/', pathNot: ['^resources/$1/', RESOURCE_CONTRACT] },
    },
    {
      name: 'shell-not-to-resource-views',
      severity: 'error',
      comment:
        "The shell (src/) gets the resources through resources/index.ts, never a resource's view: a " +
        'component both use lives in src/components.',
      from: { path: '^src/' },
      to: { path: String.raw`^resources/[^/]+/.+\.tsx$` },
    },
    {
      name: 'core-stays-pure',
      severity: 'error',
      comment: 'core/ holds React-free rules both sides use: it imports no app, provider or gateway code.',
      from: { path: '^core/' },
      to: { path: '^(src|resources|dataProvider|authProvider|gateway)/' },
    },
    {
      name: 'gateway-not-to-shell',
      severity: 'error',
      comment: 'The gateway imports nothing of the app shell (src/).',
      from: { path: '^gateway/' },
      to: { path: '^src/' },
    },
    {
      name: 'gateway-platform-not-to-modules',
      severity: 'error',
      comment:
        "gateway/db holds the platform's tables and gateway/lib the helpers modules share: neither " +
        'imports a module (a module adds its tables to the database type itself).',
      from: { path: '^gateway/(db|lib)/' },
      to: { path: '^gateway/modules/' },
    },
  ],
  options: {
    // Our own code only (node_modules is a symlink in worktrees: its resolved path varies).
    includeOnly: String.raw`^(core|resources|src|dataProvider|authProvider|i18n|gateway|scripts|tests)/|^[\w.-]+\.ts$`,
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports (`import type`) are left out. UI several resources show lives in
    // src/components and takes its props' types from the schema of the resource it shows
    // (types are inferred from schemas, never written twice: DESIGN §3); that resource's views
    // use src/components, so each such type import would read as a folder cycle, though it is
    // erased at build time and no module loads another through it. tsc checks those types;
    // tests/gateway/architecture.test.ts still counts type imports between gateway modules.
    tsPreCompilationDeps: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
