/**
 * Import rules of apps/server, apps/web and packages/contracts (docs/architecture.md, "Layers").
 * `npm run lint` runs them; type-only imports count. Layers, low to high:
 *   server: db → platform → modules → composition (app.ts, main.ts, seed.ts, demo/, test/)
 *           (config.ts reads settings and imports nothing of the app)
 *   web:    lib → components → features → app
 *   inventory: engine → vouchers → the other kinds and screens (requisitions, returns, stocktake, periods, stock)
 * A file may import its own layer or a lower one. Tests and test helpers may also import the
 * test harness and the composition above them; production code never imports test code.
 */
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
const TEST_CODE = '(\\.test\\.tsx?|-test-[a-z-]+\\.tsx?)$|^apps/server/src/test/';

/** A rule that `from` (production code of a layer) may import only `allowed` within `scope`. */
function onlyDown(name, comment, from, scope, allowed) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from, pathNot: TEST_CODE },
    to: { path: scope, pathNot: allowed },
  };
}

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Files import each other in a circle: move the shared piece (often a type) to a file both use.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Only tests import test helpers and the test harness.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    onlyDown(
      'server-config',
      'config.ts reads the settings and imports nothing of the app.',
      `${SERVER}config\\.ts$`,
      SERVER,
      [`${SERVER}config\\.ts$`],
    ),
    onlyDown('server-db', 'db/ (client, schema, migrations) is the lowest layer.', `${SERVER}db/`, SERVER, [
      `${SERVER}db/`,
    ]),
    onlyDown('server-platform', 'platform/ may use only db/ and config.ts.', `${SERVER}platform/`, SERVER, [
      `${SERVER}(db|platform)/`,
      `${SERVER}config\\.ts$`,
    ]),
    onlyDown(
      'server-modules',
      'modules/ may use platform/, db/ and config.ts, never the composition (app.ts, main.ts, seed.ts, demo/, test/).',
      `${SERVER}modules/`,
      SERVER,
      [`${SERVER}(db|platform|modules)/`, `${SERVER}config\\.ts$`],
    ),
    onlyDown(
      'inventory-engine',
      'The stock engine (inventory/engine/) knows no voucher kind, screen or period.',
      `${SERVER}modules/inventory/engine/`,
      `${SERVER}modules/inventory/`,
      [`${SERVER}modules/inventory/engine/`],
    ),
    onlyDown(
      'inventory-vouchers',
      'The voucher lifecycle (inventory/vouchers/) builds on the engine only; the kinds of other folders plug into it.',
      `${SERVER}modules/inventory/vouchers/`,
      `${SERVER}modules/inventory/`,
      [`${SERVER}modules/inventory/(engine|vouchers)/`],
    ),
    onlyDown('web-lib', 'lib/ is the lowest layer of the web app.', `${WEB}lib/`, WEB, [`${WEB}lib/`]),
    onlyDown('web-components', 'components/ may use only lib/.', `${WEB}components/`, WEB, [
      `${WEB}(lib|components)/`,
    ]),
    onlyDown(
      'web-features',
      'features take shared pieces from components/ or lib/, never from app/.',
      `${WEB}features/`,
      WEB,
      [`${WEB}(lib|components|features)/`],
    ),
    {
      name: 'contracts-stand-alone',
      comment: 'The contracts are shared by both apps and import neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The server and the web app share only the contracts.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    cache: false,
  },
};
