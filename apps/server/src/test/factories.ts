import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResponse, Organisation, User, VaiTro } from '@kho/contracts';
import { normalizeSearchText } from '@kho/contracts';
import { hangHoa, nhomHangHoa, toChuc } from '../db/schema/index';
import { insertMembership } from '../modules/organisations/organisations.repository';
import { insertStaffMember } from '../modules/staff/staff-members.repository';
import { newId } from '../platform/ids';
import type { TestApp } from './harness';

export const TEST_PASSWORD = 'matkhau123';

export interface SignedInUser {
  user: User;
  access_token: string;
  refresh_token: string;
  device_id: string;
  username: string;
}

let counter = 0;
/** A unique username per call, valid under the username rule. */
export function uniqueUsername(prefix = 'nv'): string {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}`;
}

/** Registers a user through the API and signs them in. */
export async function createSignedInUser(
  t: TestApp,
  overrides: { ho_ten?: string } = {},
): Promise<SignedInUser> {
  const username = uniqueUsername();
  const registered = await t.request<User>('POST', '/api/v1/xac-thuc/dang-ky', {
    body: {
      ten_dang_nhap: username,
      mat_khau: TEST_PASSWORD,
      ho_ten: overrides.ho_ten ?? 'Nguyễn Văn Test',
      email: `${username}@benhvien.vn`,
    },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return signIn(t, username);
}

export async function signIn(
  t: TestApp,
  username: string,
  password = TEST_PASSWORD,
  deviceId?: string,
): Promise<SignedInUser> {
  const login = await t.request<LoginResponse>('POST', '/api/v1/xac-thuc/dang-nhap', {
    body: {
      ten_dang_nhap: username,
      mat_khau: password,
      ghi_nho: false,
      ...(deviceId ? { device_id: deviceId } : {}),
    },
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { ...login.body.data, refresh_token: refreshCookieOf(login.headers), username };
}

/** The refresh token a response set in its `refresh-token` cookie (login and refresh answer it so). */
export function refreshCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('refresh-token='));
  const value = cookie?.slice('refresh-token='.length).split(';')[0];
  if (!value) throw new Error(`no refresh-token cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return value;
}

/** Creates an organisation through the API; the user becomes its administrator. */
export async function createOrganisation(
  t: TestApp,
  owner: SignedInUser,
  name = 'Bệnh viện Thử nghiệm',
): Promise<Organisation> {
  const result = await t.request<Organisation>('POST', '/api/v1/to-chuc/tao-moi-to-chuc', {
    token: owner.access_token,
    body: { ma: `BV${randomBytes(4).toString('hex')}`, ten: name },
  });
  if (result.status !== 201) throw new Error(`organisation failed: ${JSON.stringify(result.body)}`);
  // A facility code, as a configured hospital has: prescriptions are numbered from it.
  await t.context.db
    .update(toChuc)
    .set({ ma_cskcb: String(10_000 + randomInt(90_000)) })
    .where(eq(toChuc.id, result.body.data.id));
  return result.body.data;
}

/** Adds a member with a role, as staff working in the given departments. */
export async function addMember(
  t: TestApp,
  organisationId: string,
  member: SignedInUser,
  role: VaiTro,
  departmentIds: string[] = [],
): Promise<void> {
  await insertMembership(t.context.db, {
    id: newId(),
    to_chuc_id: organisationId,
    nguoi_dung_id: member.user.id,
    vai_tro: role,
  });
  await insertStaffMember(t.context.db, {
    organisationId,
    ma: `NV${randomBytes(3).toString('hex')}`,
    ho_ten: member.user.ho_ten,
    userId: member.user.id,
    departmentIds,
    actorId: null,
  });
}

export interface OrganisationFixture {
  organisation: Organisation;
  admin: SignedInUser;
  pharmacist: SignedInUser;
  nurse: SignedInUser;
  outsider: SignedInUser;
  outsiderOrganisation: Organisation;
}

/** An organisation with an administrator, a pharmacist and a nurse, and a stranger with an organisation of their own. */
export async function setupOrganisation(t: TestApp): Promise<OrganisationFixture> {
  const admin = await createSignedInUser(t, { ho_ten: 'Quản Trị Viên' });
  const pharmacist = await createSignedInUser(t, { ho_ten: 'DS. Dược Sĩ' });
  const nurse = await createSignedInUser(t, { ho_ten: 'ĐD. Điều Dưỡng' });
  const outsider = await createSignedInUser(t, { ho_ten: 'Người Ngoài' });
  const organisation = await createOrganisation(t, admin);
  await addMember(t, organisation.id, pharmacist, 'DUOC_SI');
  await addMember(t, organisation.id, nurse, 'DIEU_DUONG');
  const outsiderOrganisation = await createOrganisation(t, outsider, 'Bệnh viện Khác');
  return { organisation, admin, pharmacist, nurse, outsider, outsiderOrganisation };
}

/** A goods group written straight to the database, for tests that need goods but not the goods API. */
export async function insertGoodsGroup(
  t: TestApp,
  organisationId: string,
  fields: { ma?: string; ten?: string } = {},
): Promise<{ id: string; ma: string }> {
  const id = newId();
  const ma = fields.ma ?? `NHOM${randomBytes(3).toString('hex')}`;
  const ten = fields.ten ?? 'Tân dược';
  await t.context.db
    .insert(nhomHangHoa)
    .values({ id, to_chuc_id: organisationId, ma, ten, tu_khoa: normalizeSearchText(`${ma} ${ten}`) });
  return { id, ma };
}

/** A goods item written straight to the database (in a group of its own unless one is given). */
export async function insertGoods(
  t: TestApp,
  organisationId: string,
  fields: { ma: string; ten: string; don_vi_tinh?: string; nhom_hang_hoa_id?: string },
): Promise<{ id: string; ma: string; ten: string }> {
  const id = newId();
  const groupId = fields.nhom_hang_hoa_id ?? (await insertGoodsGroup(t, organisationId)).id;
  await t.context.db.insert(hangHoa).values({
    id,
    to_chuc_id: organisationId,
    ma: fields.ma,
    ten: fields.ten,
    don_vi_tinh: fields.don_vi_tinh ?? 'Viên',
    nhom_hang_hoa_id: groupId,
    tu_khoa: normalizeSearchText(`${fields.ma} ${fields.ten}`),
  });
  return { id, ma: fields.ma, ten: fields.ten };
}
