import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { userSchema } from './auth';
import { toServerEvent, toStockWarningRule, toUser } from './plain-checks';
import { stockWarningRuleSchema } from './system-data';
import { serverEventSchema } from './ws-events';

/** Each input through the schema and the plain check: the same verdict and the same value. */
function expectSameAsSchema(schema: z.ZodType, check: (value: unknown) => unknown, inputs: unknown[]) {
  for (const input of inputs) {
    const parsed = schema.safeParse(input);
    expect({ input, result: check(input) }).toEqual({ input, result: parsed.success ? parsed.data : null });
  }
}

/** The value with one field changed to each of `values` (undefined drops it). */
const variants = (base: Record<string, unknown>, key: string, values: unknown[]) =>
  values.map((value) => {
    const copy: Record<string, unknown> = { ...base };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });

const NOT_OBJECTS = [null, undefined, 'x', 1, true, [], [{}]];
const WRONG_SCALARS = [undefined, null, 1, '', 'x', true, {}, [], Number.NaN, Infinity];

describe('the plain checks accept what the schemas accept', () => {
  it('the stored user', () => {
    const user = {
      id: 'a1',
      ten_dang_nhap: 'duocsi',
      ho_ten: 'Nguyễn Thị Hoa',
      email: 'hoa@benhvien.vn',
      so_dien_thoai: null,
      so_to_chuc_tham_gia: 2,
      ngon_ngu: 'vi',
    };
    const inputs: unknown[] = [
      user,
      { ...user, so_dien_thoai: '0901234567', extra: 1, ngon_ngu: 'en' },
      ...NOT_OBJECTS,
    ];
    for (const key of Object.keys(user)) inputs.push(...variants(user, key, WRONG_SCALARS));
    inputs.push(
      ...variants(user, 'so_to_chuc_tham_gia', [0, -3, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER]),
    );
    inputs.push(...variants(user, 'ngon_ngu', ['fr', 'VI', 'vi ']));
    expectSameAsSchema(userSchema, toUser, inputs);
    expect(toUser(user)).toEqual(user);
  });

  it('a stock warning rule', () => {
    const rule = { loai_canh_bao: 'THANG', so_luong: 6, mau_sac: { ma_danh_muc: 'red-600' } };
    const inputs: unknown[] = [
      rule,
      { ...rule, ghi_chu: 'x', mau_sac: { ma_danh_muc: 'deep-orange-50', ten: 'Cam' } },
    ];
    inputs.push(...NOT_OBJECTS);
    for (const key of Object.keys(rule)) inputs.push(...variants(rule, key, WRONG_SCALARS));
    inputs.push(...variants(rule, 'loai_canh_bao', ['SO_LUONG', 'NGAY', 'NAM', 'TUAN', 'thang']));
    inputs.push(...variants(rule, 'so_luong', [0, -1, 0.5, 1e9, 1e9 + 1, -Infinity]));
    inputs.push(
      ...variants(rule, 'mau_sac', [
        { ma_danh_muc: 'red-6' },
        { ma_danh_muc: 'red-6000' },
        { ma_danh_muc: 'Red-600' },
        { ma_danh_muc: 'red600' },
        { ma_danh_muc: 'red-600 ' },
        { ma_danh_muc: 1 },
        {},
        [],
      ]),
    );
    expectSameAsSchema(stockWarningRuleSchema, toStockWarningRule, inputs);
    expect(toStockWarningRule(rule)).toEqual(rule);
  });

  it("the real-time channel's events", () => {
    const events: Record<string, unknown>[] = [
      { type: 'connected', device_id: 'd', user_id: 'u' },
      { type: 'pong' },
      { type: 'resync' },
      { type: 'subscribed', kho_id: 'k' },
      { type: 'error', message: 'Không có quyền' },
      {
        type: 'notification',
        notification: { title: 'Phiếu mới', body: 'PX-001' },
        data: { id: 1 },
        message: 'm',
      },
      { type: 'system-data.changed', to_chuc_id: 'o', loai: 'CANH_BAO_TON_KHO_LO_HANG' },
      { type: 'voucher.changed', kho_id: 'k', kind: 'XUAT_KHO', id: 'v', status: 'DA_DUYET' },
      { type: 'prescription.changed', kho_id: 'k', id: 'p', status: 'MOI', phien_ban: 3, da_sua: true },
    ];
    const inputs: unknown[] = [
      ...events,
      ...NOT_OBJECTS,
      { type: 'ping' },
      { type: 'constructor' },
      { type: 1 },
    ];
    for (const event of events) {
      inputs.push({ ...event, extra: 'x' });
      for (const key of Object.keys(event)) inputs.push(...variants(event, key, WRONG_SCALARS));
    }
    const notification = events[5]!;
    inputs.push(
      ...variants(notification, 'notification', [{ title: 'x' }, { title: 'x', body: 1 }, { body: 'x' }, []]),
      ...variants(notification, 'data', [[], null, { a: undefined }]),
      ...variants(events[8]!, 'phien_ban', [1.5, -1, 2 ** 53]),
    );
    expectSameAsSchema(serverEventSchema, toServerEvent, inputs);
    for (const event of events) expect(toServerEvent(event)).toEqual(event);
  });
});
