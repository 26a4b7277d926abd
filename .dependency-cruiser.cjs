// The dependency rule of docs/architecture.md, enforced (ADR 0025; the allowed cross-service table
// reads are ADR 0026). `npm run lint:deps` fails on any violation; `npm test` runs it as step "deps".
//
//   packages/domain ← packages/contracts ← packages/db ← apps/server/src/platform ← apps/server/src/services
//     ← app (app.ts, main.ts, services.ts, web.ts, seeding.ts, index.ts, cli/)
//   packages/seed is data: built on domain and contracts, used by services' *.seed.ts, the app layer and
//   tests; never by platform/, db, contracts or domain.
//   apps/web/app: ui ← lib ← features ← routes (routes/, root.tsx, routes.ts, entry.server.tsx)
//
// Type-only imports count (tsPreCompilationDeps), as they do for madge.

const SERVER = "^apps/server/src/";
const SERVICES = `${SERVER}services/`;
const WEB = "^apps/web/app/";
/** Tests, the suites they share, and the helpers they use: the only files that may reach testing helpers. */
const TEST_FILES = ["\\.test\\.tsx?$", "\\.suite\\.ts$", "\\.testing\\.ts$", `${SERVER}testing/`];
/** What a test may reach in another service besides its index: its testing helpers and its tables. */
const TEST_HELPERS = ["\\.testing\\.ts$", "\\.schema\\.ts$"];
/** The web app's top layer: route modules, the root route, the route table, the server entry. */
const WEB_TOP = [`${WEB}routes/`, `${WEB}root\\.tsx$`, `${WEB}routes\\.ts$`, `${WEB}entry\\.server\\.tsx$`];

/**
 * A service's tables are read by its own repository, except for these reads, written down with their
 * reason in ADR 0026 (docs/decisions/0026-cross-service-reads.md). Each entry is one file and the
 * tables it may read (its `from` captures the reading service); anything else that imports another service's *.schema.ts is a violation.
 */
const TABLE_READS = [
  {
    // Reviews (issue #23): the verified-buyer badge and the post-purchase mail read a buyer's order
    // lines, whether their packages were delivered and how many units came back through a return;
    // the checkout and the returns service own every write.
    name: "reviews-reads-orders",
    from: `${SERVICES}(reviews)/reviews\\.purchases\\.ts$`,
    tables: [`${SERVICES}checkout/checkout\\.schema\\.ts$`, `${SERVICES}returns/returns\\.schema\\.ts$`],
  },
  {
    name: "search-reads-catalog",
    from: `${SERVICES}(search)/search\\.repository\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`],
  },
  {
    name: "restock-reads-inventory",
    from: `${SERVICES}(bin)/bin\\.restock\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`],
  },
  {
    name: "sign-in-reads-customers",
    from: `${SERVICES}(session)/session\\.repository\\.ts$`,
    // and, for a page's header (ADR 0032, signed-in pages), the cart's lines and the ship-to country
    tables: [
      `${SERVICES}customer/customer\\.schema\\.ts$`,
      `${SERVICES}lists/lists\\.schema\\.ts$`,
      `${SERVICES}customer/customer\\.address\\.schema\\.ts$`,
    ],
  },
  {
    // The back office (ADR 0037): order list/detail over the checkout's tables, the refund's row
    // lock; its writes to orders go through the checkout's own Fulfilment.
    name: "back-office-reads-orders",
    from: `${SERVICES}(staff)/staff\\.orders\\.ts$`,
    tables: [`${SERVICES}checkout/checkout\\.schema\\.ts$`],
  },
  {
    // The back office (ADR 0037): a product edit checks its version, writes and is audited in one
    // transaction with the product row locked; the dashboard's low stock.
    name: "back-office-edits-products",
    from: `${SERVICES}(staff)/staff\\.catalog\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`],
  },
  {
    // The back office's new product (issue #17): a copy of another product's rows and its route, with
    // the audit entry, in one transaction (the catalog and route services have no create path).
    name: "back-office-creates-products",
    from: `${SERVICES}(staff)/staff\\.(duplicate|create|media)\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`, `${SERVICES}route/route\\.schema\\.ts$`],
  },
  {
    // The back office's option values of an existing configurable product (ADR 0058): new variants
    // written as the create writes them; a removed value's variant is retired when an order, a return or a
    // quote names it (read here), else deleted, in one transaction with the parent row locked.
    name: "back-office-edits-variants",
    from: `${SERVICES}(staff)/staff\\.variants\\.ts$`,
    tables: [
      `${SERVICES}catalog/catalog\\.schema\\.ts$`,
      `${SERVICES}checkout/checkout\\.schema\\.ts$`,
      `${SERVICES}returns/returns\\.schema\\.ts$`,
      `${SERVICES}zeus/zeus\\.schema\\.ts$`,
    ],
  },
  {
    // Whole options of an existing configurable product (ADR 0063): the parent's options and every
    // variant's stored option values, in one transaction with the parent row locked.
    name: "back-office-edits-option-axes",
    from: `${SERVICES}(staff)/staff\\.option-axes\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`],
  },
  {
    // The back office's CSV import/export (ADR 0037 addendum): reads the catalog in three queries and
    // sets stock in the import's one transaction; text and prices go through the catalog's seam.
    name: "back-office-imports-csv",
    from: `${SERVICES}(staff)/staff\\.csv\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`],
  },
  {
    // The back office's customers (ADR 0037 addendum, admin-ops): search and profile, and a group or
    // segments change locked, written and audited in one transaction (the customer service has no
    // write seam for staff; sign-in unlock goes through its throttle methods).
    name: "back-office-customers",
    from: `${SERVICES}(staff)/staff\\.customers\\.ts$`,
    tables: [`${SERVICES}customer/customer\\.schema\\.ts$`],
  },
  {
    // The back office's stock list (admin-ops): products with their count, read-only; a count is set
    // through the restock service.
    name: "back-office-lists-stock",
    from: `${SERVICES}(staff)/staff\\.stock\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`],
  },
  {
    // The back office's categories and CMS (issue #17 item 4): a save locks the row, checks its
    // version, moves the category's URLs (staff.redirects.ts: old ones become redirects) and is audited in one
    // transaction.
    name: "back-office-edits-categories-and-cms",
    from: `${SERVICES}(staff)/staff\\.content\\.ts$`,
    tables: [`${SERVICES}catalog/catalog\\.schema\\.ts$`, `${SERVICES}content/content\\.schema\\.ts$`],
  },
  {
    // The back office's redirects (issue #17 item 4): one-hop rules checked under the rows' locks.
    name: "back-office-edits-redirects",
    from: `${SERVICES}(staff)/staff\\.redirects\\.ts$`,
    tables: [`${SERVICES}route/route\\.schema\\.ts$`],
  },
  {
    // Returns (issue #21, ADR 0041): a return reads the order, its lines and packages, locks the
    // order row as the back office's refund does, and writes the one refund ledger both use.
    name: "returns-reads-orders",
    from: `${SERVICES}(returns)/returns\\.repository\\.ts$`,
    tables: [`${SERVICES}checkout/checkout\\.schema\\.ts$`, `${SERVICES}staff/staff\\.schema\\.ts$`],
  },
  {
    name: "foreign-keys-to-customers",
    from: `${SERVICES}([^/]+)/[^/]+\\.schema\\.ts$`,
    tables: [`${SERVICES}customer/customer\\.schema\\.ts$`],
  },
];

const layer = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: "error",
  from: typeof from === "string" ? { path: from } : from,
  to: { path: to, ...extra },
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles, type-only imports included (madge --circular agrees).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "Every relative or workspace import resolves to a file.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      // React Router typegen writes ./+types/* under .react-router/types (tsconfig rootDirs).
      to: { couldNotResolve: true, pathNot: ["^virtual:", "^node:", "(^|/)\\+types/"] },
    },

    // packages: domain ← contracts ← seed ← db; none of them knows the apps.
    layer(
      "domain-is-pure",
      "packages/domain imports no other workspace package and no app.",
      "^packages/domain/",
      "^(apps/|packages/(?!domain/))",
    ),
    layer(
      "contracts-on-domain",
      "packages/contracts may use packages/domain only.",
      "^packages/contracts/",
      "^(apps/|packages/(?!(contracts|domain)/))",
    ),
    layer(
      "seed-is-data",
      "packages/seed is demo data over the contracts: it uses domain and contracts, never db or the apps.",
      "^packages/seed/",
      "^(apps/|packages/(?!(seed|contracts|domain)/))",
    ),
    layer(
      "db-below-apps",
      "packages/db (connection, migrations) knows no app and no seed data.",
      "^packages/db/",
      "^(apps/|packages/seed/)",
    ),

    // server: platform ← services ← app
    layer(
      "platform-below-services",
      "apps/server/src/platform is infrastructure: no service, no app wiring, no seed data.",
      { path: `${SERVER}platform/`, pathNot: TEST_FILES },
      `^(apps/web/|packages/seed/|${SERVER.slice(1)}(?!platform/))`,
    ),
    layer(
      "services-below-app",
      "A service never imports the app layer (app.ts, main.ts, services.ts, web.ts, seeding.ts, cli/) or the web app.",
      { path: SERVICES, pathNot: TEST_FILES },
      `^(apps/web/|${SERVER.slice(1)}(?!services/|platform/))`,
    ),
    layer(
      "service-through-index",
      "A service imports another service only through its index.ts (tables: see the table rules).",
      { path: `${SERVICES}([^/]+)/`, pathNot: TEST_FILES },
      `${SERVICES}[^/]+/`,
      { pathNot: [`${SERVICES}$1/`, `${SERVICES}[^/]+/index\\.ts$`, `${SERVICES}[^/]+/[^/]+\\.schema\\.ts$`] },
    ),
    layer(
      "test-through-index",
      "A test reaches another service through its index.ts, its *.testing.ts helpers or its tables.",
      `${SERVICES}([^/]+)/.*(\\.test\\.tsx?|\\.suite\\.ts|\\.testing\\.ts)$`,
      `${SERVICES}[^/]+/`,
      { pathNot: [`${SERVICES}$1/`, `${SERVICES}[^/]+/index\\.ts$`, ...TEST_HELPERS] },
    ),
    layer(
      "app-through-index",
      "The app layer and the testing helpers reach a service through its index.ts (or a sub-folder's).",
      { path: SERVER, pathNot: [SERVICES, `${SERVER}platform/`, "\\.test\\.tsx?$"] },
      SERVICES,
      { pathNot: [`${SERVICES}[^/]+/index\\.ts$`, `${SERVICES}[^/]+/[^/]+/index\\.ts$`, "\\.testing\\.ts$"] },
    ),
    layer(
      "no-own-index",
      "Inside a service, files import each other directly, never their own index.ts (that is a cycle).",
      { path: `${SERVICES}([^/]+)/`, pathNot: ["index\\.ts$", ...TEST_FILES] },
      `${SERVICES}$1/index\\.ts$`,
    ),
    layer(
      "testing-only-from-tests",
      "Testing helpers (testing/, *.testing.ts) are for tests; production code never imports them.",
      { path: "^apps/", pathNot: TEST_FILES },
      `(${SERVER}testing/|\\.testing\\.ts$)`,
    ),
    {
      name: "table-owned-by-service",
      comment: "A service reads its own tables; the exceptions are the named rules below (ADR 0026).",
      severity: "error",
      from: {
        path: `${SERVICES}([^/]+)/`,
        pathNot: [...TABLE_READS.map((read) => read.from), ...TEST_FILES],
      },
      to: { path: `${SERVICES}[^/]+/[^/]+\\.schema\\.ts$`, pathNot: `${SERVICES}$1/` },
    },
    ...TABLE_READS.map((read) => ({
      name: `table-read:${read.name}`,
      comment: "An allowed cross-service table read (ADR 0026) reads only the tables listed for it.",
      severity: "error",
      from: { path: read.from },
      to: { path: `${SERVICES}[^/]+/[^/]+\\.schema\\.ts$`, pathNot: [`${SERVICES}$1/`, ...read.tables] },
    })),

    // the web app: ui ← lib ← features ← routes; the server only through its public entries
    layer(
      "web-ui-is-leaf",
      "apps/web/app/ui holds design-system primitives: it imports no lib, feature, route or server code.",
      `${WEB}ui/`,
      [`${WEB}(lib|features)/`, ...WEB_TOP, "^apps/server/"],
    ),
    layer(
      "web-lib-below-features",
      "apps/web/app/lib (locale, cookies, SEO, context) imports no feature or route.",
      { path: `${WEB}lib/`, pathNot: TEST_FILES },
      [`${WEB}features/`, ...WEB_TOP],
    ),
    layer(
      "web-features-below-routes",
      "A feature never imports a route module, the root route, the route table or the server entry.",
      { path: `${WEB}features/`, pathNot: TEST_FILES },
      WEB_TOP,
    ),
    layer(
      "web-routes-type-only-root",
      "A route module may name the root loader's types, but never pulls root.tsx (the document shell) in as code.",
      `${WEB}routes/`,
      `${WEB}root\\.tsx$`,
      { dependencyTypesNot: ["type-only"] },
    ),
    layer(
      "web-server-public-entry",
      'The web app sees the server through "@ironworks/server" (types) and, in tests, "@ironworks/server/testing".',
      "^apps/web/",
      "^apps/server/",
      { pathNot: [`${SERVER}index\\.ts$`, `${SERVER}testing/index\\.ts$`] },
    ),
    layer(
      "web-server-types-only",
      'Outside tests the web app takes only types from "@ironworks/server": services arrive in the load context.',
      { path: "^apps/web/", pathNot: TEST_FILES },
      `${SERVER}index\\.ts$`,
      { dependencyTypesNot: ["type-only"] },
    ),
    layer("server-not-web", "The server reaches the web build at run time, never its sources.", SERVER, "^apps/web/"),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)node_modules/", "(^|/)build/", "(^|/)\\.react-router/", "^packages/db/migrations/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
