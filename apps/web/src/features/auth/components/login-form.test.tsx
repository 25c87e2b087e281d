import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { VALIDATION_MESSAGES, type LoginResponse } from '@kho/contracts';
import { configureApiClient } from '../../../lib/api/api-client';
import { changeLocale, initI18n } from '../../../lib/i18n/i18n';
import { getRememberMe, setDeviceId, setRememberMe } from '../../../lib/session/browser-storage';
import { LoginForm } from './login-form';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../public/locales');
const VI = VALIDATION_MESSAGES.vi;

const RESPONSE: LoginResponse = {
  access_token: 'token',
  device_id: 'device-1',
  user: {
    id: 'u1',
    ten_dang_nhap: 'duocsi',
    ho_ten: 'Dược Sĩ',
    email: 'duocsi@benhvien.vn',
    so_dien_thoai: null,
    so_to_chuc_tham_gia: 1,
    ngon_ngu: 'vi',
  },
};

/** The server: the locale files from public/locales, and the login call answered by `answer`. */
let answer: (body: Record<string, unknown>) => { status: number; body: unknown } = () => ({
  status: 200,
  body: { success: true, data: RESPONSE, message: '' },
});
const sent: Record<string, unknown>[] = [];

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/locales/')) {
        const text = readFileSync(path.join(LOCALES_DIR, url.slice('/locales/'.length)), 'utf8');
        return Promise.resolve(new Response(text, { status: 200 }));
      }
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      sent.push(body);
      const reply = answer(body);
      return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
    }),
  );
  await initI18n(['auth']);
});

afterEach(async () => {
  cleanup();
  sent.length = 0;
  setRememberMe(null);
  await changeLocale('vi');
});

function show(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onSignedIn = vi.fn(() => Promise.resolve());
  render(
    <Suspense fallback={null}>
      <LoginForm initialUserName="" remembered={false} onSignedIn={onSignedIn} {...props} />
    </Suspense>,
  );
  return { onSignedIn };
}

const userName = () => screen.getByLabelText<HTMLInputElement>('Tên đăng nhập');
const password = () => screen.getByLabelText('Mật khẩu');
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

describe('the login form', () => {
  it('checks both fields as the contract does, sends nothing and focuses the first wrong one', async () => {
    const { onSignedIn } = show();
    fireEvent.change(userName(), { target: { value: '   ' } });
    submit();
    expect(await screen.findAllByText(VI['validation.required'])).toHaveLength(2);
    expect(userName().getAttribute('aria-invalid')).toBe('true');
    expect(userName().getAttribute('aria-describedby')).toBe('login-ten-dang-nhap-helper');
    expect(document.activeElement).toBe(userName());
    expect(sent).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();

    // Once sent, each correction is checked as it is typed.
    fireEvent.change(userName(), { target: { value: 'x'.repeat(51) } });
    expect(screen.getByText(VI['validation.username_format'])).toBeTruthy();
    fireEvent.change(userName(), { target: { value: 'admin' } });
    expect(screen.getAllByText(VI['validation.required'])).toHaveLength(1);
    expect(userName().getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the trimmed name with the device id, keeps the name when ticked and hands the answer on', async () => {
    setDeviceId('device-1');
    const { onSignedIn } = show();
    fireEvent.change(userName(), { target: { value: '  duocsi ' } });
    fireEvent.change(password(), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ghi nhớ tên đăng nhập' }));
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(RESPONSE));
    expect(sent[0]).toMatchObject({
      ten_dang_nhap: 'duocsi',
      mat_khau: 'demo1234',
      ghi_nho: true,
      device_id: 'device-1',
    });
    expect(getRememberMe()).toEqual({ ten_dang_nhap: 'duocsi' });
    expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBe('true');
  });

  it("hands the server's message to the API client's error toast, puts its field errors under the fields, then lets the user retry", async () => {
    const toasted = vi.fn();
    const restore = configureApiClient({ onError: toasted });
    answer = () => ({
      status: 400,
      body: {
        success: false,
        message: 'Tên đăng nhập hoặc mật khẩu không đúng',
        data: { errors: [{ path: 'mat_khau', message: 'Mật khẩu không đúng' }] },
      },
    });
    const { onSignedIn } = show({ initialUserName: 'admin' });
    fireEvent.change(password(), { target: { value: 'sai-mat-khau' } });
    submit();
    expect(await screen.findByText('Mật khẩu không đúng')).toBeTruthy();
    expect(toasted).toHaveBeenCalledWith('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(password());
    expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBe('false');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getRememberMe()).toBeNull();
    answer = () => ({ status: 200, body: { success: true, data: RESPONSE, message: '' } });
    restore();
  });

  it('starts with the remembered name, the box ticked and the password to type', () => {
    show({ initialUserName: 'duocsi', remembered: true });
    expect(userName().value).toBe('duocsi');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(document.activeElement).toBe(password());
  });

  it('shows and hides the password with its button', () => {
    show();
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('speaks English once the language is switched, validation messages included', async () => {
    show();
    await act(async () => {
      await changeLocale('en');
    });
    submit();
    expect(await screen.findAllByText(VALIDATION_MESSAGES.en['validation.required'])).toHaveLength(2);
    expect(screen.getByLabelText('User name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
