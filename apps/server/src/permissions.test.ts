import { readFileSync } from 'node:fs';
import { VAI_TRO, type VaiTro } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, addMember, signIn, type SignedInUser } from './test/factories';
import { startTestApp, type TestApp } from './test/harness';
import {
  setupPrescriptions,
  type PrescriptionFixture,
} from './modules/prescriptions/prescriptions-test-helpers';
import { ANY_MEMBER, SIGNED_IN, type DeclaredRoute } from './platform/auth/route-roles';
import { generatePermissionsDoc, PERMISSIONS_DOC } from './permissions-doc';
import { newId } from './platform/ids';
import { buildApp } from './app';

let t: TestApp;
let f: PrescriptionFixture;
let manager: SignedInUser;
const members = {} as Record<VaiTro, SignedInUser>;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  manager = await createSignedInUser(t, { ho_ten: 'Ban Giám đốc' });
  await addMember(t, f.organisation.id, manager, 'QUAN_LY');
  Object.assign(members, {
    QUAN_TRI: f.admin,
    DUOC_SI: f.chemist,
    THU_KHO: f.keeper,
    BAC_SI: f.doctor,
    DIEU_DUONG: f.wardNurse,
    QUAN_LY: manager,
  });
});
afterAll(() => t.close());

/** The OpenAPI path of a Fastify route: `/x/:id/y` -> `/x/{id}/y`. */
const openApiPath = (url: string) => url.replace(/:([a-z_]+)/g, '{$1}');

const mayCall = (roles: DeclaredRoute['roles'], role: VaiTro) =>
  roles === ANY_MEMBER || roles === SIGNED_IN || roles.includes(role);

describe('route roles', () => {
  it('are declared by every private call of the OpenAPI document; the rest are the public calls', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = new Set(t.app.routeRoles.map((r) => `${r.method} ${openApiPath(r.url)}`));
    const undeclared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !declared.has(operation)),
    );
    expect(undeclared.sort()).toEqual([
      'GET /api/v1/health',
      'GET /api/v1/health/live',
      'GET /api/v1/thong-bao/khoa-vapid',
      'POST /api/v1/xac-thuc/dang-ky',
      'POST /api/v1/xac-thuc/dang-nhap',
      'POST /api/v1/xac-thuc/xac-thuc-lai',
    ]);
  });

  it('must be declared: a private route without them stops the app from starting', async () => {
    const { app } = await buildApp(t.config, t.database);
    expect(() =>
      app.post('/api/v1/thu/tao-moi-thu', { preHandler: app.authenticate }, () => 'never'),
    ).toThrow(/declares no roles/);
    await app.close();
  });

  it('are written out in docs/permissions.md exactly as the script generates them', async () => {
    expect(readFileSync(PERMISSIONS_DOC, 'utf8')).toBe(await generatePermissionsDoc());
  });
});

describe('the permission matrix', () => {
  it('refuses every write with 403 exactly for the roles it does not declare, before reading the input', async () => {
    const writes = t.app.routeRoles.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:[a-z_]+/g, newId());
      await Promise.all(
        VAI_TRO.map(async (role) => {
          // Signing out ends the session: that call gets one of its own.
          const caller = url.endsWith('/dang-xuat') ? await signIn(t, members[role].username) : members[role];
          const answer = await t.request(route.method, url, {
            token: caller.access_token,
            query: { to_chuc: f.organisation.id },
            body: { to_chuc: f.organisation.id },
          });
          if ((answer.status === 403) === mayCall(route.roles, role)) {
            wrong.push(`${role} ${route.method} ${route.url}: ${answer.status} ${answer.body?.message}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('refuses a stranger with 403 on every write, whatever the body', async () => {
    const writes = t.app.routeRoles.filter((r) => r.method !== 'GET' && r.roles !== SIGNED_IN);
    for (const route of writes) {
      const answer = await t.request(route.method, route.url.replace(/:[a-z_]+/g, newId()), {
        token: f.outsider.access_token,
        query: { to_chuc: f.organisation.id },
        body: { to_chuc: f.organisation.id, nonsense: true },
      });
      expect(answer.status, `${route.method} ${route.url}`).toBe(403);
    }
  }, 120_000);
});
