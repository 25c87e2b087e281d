import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import type { LoginResponse, User } from '@kho/contracts';
import {
  clearSession,
  cookieSecureFlag,
  ensureDeviceId,
  getAccessToken,
  getDeviceId,
  getLocale,
  getOrgTopics,
  getPushToken,
  getPushTokenUpdatedAt,
  getRememberMe,
  getSelectedDepartment,
  getSelectedOrg,
  getSelectedWarehouse,
  getUser,
  hasChosenLocale,
  isAuthenticated,
  localeAfterLogin,
  saveLogin,
  setAccessToken,
  setDeviceId,
  setLocale,
  setOrgTopics,
  setPushToken,
  setPushTokenUpdatedAt,
  setRememberMe,
  setSelectedDepartment,
  setSelectedOrg,
  setSelectedWarehouse,
  setUser,
  topModuleOfPath,
  updateUser,
} from './storage';

const user: User = {
  id: 'u1',
  ten_dang_nhap: 'duocsi.an',
  ho_ten: 'Nguyễn Văn An',
  email: 'an@example.vn',
  so_dien_thoai: null,
  so_to_chuc_tham_gia: 2,
  ngon_ngu: 'vi',
};

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => vi.restoreAllMocks());

describe('cookie secure flag', () => {
  it('is set on https and on localhost, not on plain http elsewhere', () => {
    expect(cookieSecureFlag({ protocol: 'https:', hostname: 'kho.benhvien.vn' })).toBe(true);
    expect(cookieSecureFlag({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(cookieSecureFlag({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(cookieSecureFlag({ protocol: 'http:', hostname: '192.168.1.10' })).toBe(false);
  });
});

describe('tokens', () => {
  it('writes the access-token cookie for 30 days, SameSite lax, and never a refresh token', () => {
    const set = vi.spyOn(Cookies, 'set');
    setAccessToken('a');
    expect(getAccessToken()).toBe('a');
    expect(set).toHaveBeenCalledWith(
      'access-token',
      'a',
      expect.objectContaining({ expires: 30, sameSite: 'lax', path: '/' }),
    );
    expect(set.mock.calls.map(([name]) => name)).not.toContain('refresh-token');
    expect(document.cookie).not.toContain('refresh-token');
  });

  it('reads a missing token as null', () => {
    expect(getAccessToken()).toBeNull();
  });
});

describe('user', () => {
  it('round-trips a valid user and rejects corrupt data', () => {
    setUser(user);
    expect(getUser()).toEqual(user);
    localStorage.setItem('user', '{not json');
    expect(getUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ id: 'x' }));
    expect(getUser()).toBeNull();
  });

  it('keeps so_to_chuc_tham_gia across a profile update that lacks it', () => {
    setUser(user);
    const { so_to_chuc_tham_gia: _omit, ...withoutCount } = { ...user, ho_ten: 'Trần Thị Bình' };
    const updated = updateUser(withoutCount);
    expect(updated).toEqual({ ...user, ho_ten: 'Trần Thị Bình' });
    expect(getUser()?.so_to_chuc_tham_gia).toBe(2);
  });
});

describe('device id and login', () => {
  it('stores tokens, user and the device id only when none exists', () => {
    const response: LoginResponse = {
      access_token: 'a',
      device_id: 'server-device',
      user,
    };
    setDeviceId('my-device');
    saveLogin(response);
    expect(getDeviceId()).toBe('my-device');
    expect(isAuthenticated()).toBe(true);

    localStorage.removeItem('device_id');
    saveLogin(response);
    expect(getDeviceId()).toBe('server-device');
  });

  it('creates a device id once', () => {
    const first = ensureDeviceId();
    expect(first).toMatch(/[0-9a-f-]{36}/);
    expect(ensureDeviceId()).toBe(first);
  });
});

describe('isAuthenticated', () => {
  it('needs the access token and the user (the refresh token is HttpOnly, checked by the server)', () => {
    expect(isAuthenticated()).toBe(false);
    setUser(user);
    expect(isAuthenticated()).toBe(false);
    Cookies.set('access-token', 'a');
    expect(isAuthenticated()).toBe(true);
    Cookies.remove('access-token');
    expect(isAuthenticated()).toBe(false);
  });
});

describe('per-module selections', () => {
  it('keeps department and warehouse separately per top module', () => {
    setSelectedDepartment('kho-duoc', 'khoa-1');
    setSelectedWarehouse('kho-duoc', 'kho-1');
    setSelectedDepartment('bao-cao', 'khoa-2');
    expect(localStorage.getItem('khoa.selected.kho-duoc')).toBe('khoa-1');
    expect(localStorage.getItem('kho.selected.kho-duoc')).toBe('kho-1');
    expect(getSelectedDepartment('bao-cao')).toBe('khoa-2');
    expect(getSelectedWarehouse('bao-cao')).toBeNull();
    setSelectedWarehouse('kho-duoc', null);
    expect(getSelectedWarehouse('kho-duoc')).toBeNull();
  });

  it('maps paths to top modules', () => {
    expect(topModuleOfPath('/kho-duoc/ton-kho')).toBe('kho-duoc');
    expect(topModuleOfPath('/quan-tri-tong/danh-muc-hang-hoa/123')).toBe('quan-tri-tong');
    expect(topModuleOfPath('/')).toBeNull();
    expect(topModuleOfPath('/dang-nhap')).toBeNull();
  });
});

describe('organisations', () => {
  it('stores topics as a string list and the selected organisation', () => {
    expect(getOrgTopics()).toEqual([]);
    setOrgTopics(['org-1', 'org-2']);
    expect(getOrgTopics()).toEqual(['org-1', 'org-2']);
    localStorage.setItem('org.topics', '"oops"');
    expect(getOrgTopics()).toEqual([]);
    setSelectedOrg('org-1');
    expect(getSelectedOrg()).toBe('org-1');
  });
});

describe('remember me', () => {
  it('keeps only the user name, and only when remember is ticked', () => {
    setRememberMe({ ten_dang_nhap: 'duocsi.an' }, false);
    expect(getRememberMe()).toBeNull();
    const withPassword = { ten_dang_nhap: 'duocsi.an', mat_khau: 'secret123' };
    setRememberMe(withPassword, true);
    expect(getRememberMe()).toEqual({ ten_dang_nhap: 'duocsi.an' });
    expect(localStorage.getItem('remember-me')).not.toContain('secret123');
    setRememberMe(null);
    expect(getRememberMe()).toBeNull();
  });
});

describe('push token', () => {
  it('defaults to null, is stored in the f-token cookie and cleared with its timestamp', () => {
    expect(getPushToken()).toBeNull();
    setPushToken('{"endpoint":"https://push"}');
    setPushTokenUpdatedAt(1000);
    expect(Cookies.get('f-token')).toBe('{"endpoint":"https://push"}');
    expect(getPushToken()).toBe('{"endpoint":"https://push"}');
    expect(getPushTokenUpdatedAt()).toBe(1000);
    setPushToken(null);
    expect(getPushToken()).toBeNull();
    expect(getPushTokenUpdatedAt()).toBeNull();
  });
});

describe('locale', () => {
  it('defaults to vi, accepts en and ignores unknown values', () => {
    expect(getLocale()).toBe('vi');
    setLocale('en');
    expect(Cookies.get('locale')).toBe('en');
    expect(getLocale()).toBe('en');
    Cookies.set('locale', 'fr');
    localStorage.setItem('locale', 'fr');
    expect(getLocale()).toBe('vi');
  });

  it("after a login, takes the account's language only on a browser without a choice of its own", () => {
    // A new device: nothing chosen, the account says English.
    expect(hasChosenLocale()).toBe(false);
    expect(localeAfterLogin('en')).toBe('en');
    expect(localeAfterLogin('vi')).toBeNull(); // already the default
    expect(localeAfterLogin(undefined)).toBeNull(); // a user stored before languages were kept
    // This browser chose Vietnamese: its choice wins over the account's.
    setLocale('vi');
    expect(hasChosenLocale()).toBe(true);
    expect(localeAfterLogin('en')).toBeNull();
    // A cookie lost but the choice still in localStorage counts as a choice too.
    Cookies.remove('locale');
    expect(localeAfterLogin('en')).toBeNull();
  });
});

describe('clearSession', () => {
  it('clears the session and keeps device id, locale and remember-me', () => {
    saveLogin({ access_token: 'a', device_id: 'd1', user });
    setLocale('en');
    setRememberMe({ ten_dang_nhap: 'duocsi.an' }, true);
    setOrgTopics(['org-1']);
    setSelectedOrg('org-1');
    setSelectedDepartment('kham-va-dieu-tri', 'khoa-1');
    setSelectedWarehouse('quan-tri-tong', 'kho-1');
    setPushToken('push');

    clearSession();

    expect(getAccessToken()).toBeNull();
    expect(document.cookie).not.toContain('refresh-token');
    expect(getUser()).toBeNull();
    expect(isAuthenticated()).toBe(false);
    expect(getSelectedOrg()).toBeNull();
    expect(getOrgTopics()).toEqual([]);
    expect(getSelectedDepartment('kham-va-dieu-tri')).toBeNull();
    expect(getSelectedWarehouse('quan-tri-tong')).toBeNull();
    expect(getDeviceId()).toBe('d1');
    expect(getLocale()).toBe('en');
    expect(getRememberMe()).toEqual({ ten_dang_nhap: 'duocsi.an' });
    expect(getPushToken()).toBe('push');
  });
});
