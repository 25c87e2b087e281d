import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@kho/contracts';
import { ProfileDialog } from './profile-dialog';

const SERVER_USER: User = {
  id: 'u1',
  ten_dang_nhap: 'dieuduong',
  ho_ten: 'ĐD. Trần Thị Mai',
  email: 'mai.moi@benhvien.vn',
  so_dien_thoai: null,
  so_to_chuc_tham_gia: 1,
  ngon_ngu: 'vi',
};

/** The profile request, answered when the test says so (a slow network). */
let answerProfile: () => void = () => undefined;

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerProfile = () =>
            resolve(
              new Response(JSON.stringify({ success: true, data: SERVER_USER, message: '' }), {
                status: 200,
              }),
            );
        }),
    ),
  );
});
afterEach(cleanup);

describe('the profile dialog', () => {
  it("keeps what the user typed when the server's copy of the profile arrives late, and takes the rest", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProfileDialog open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    // The test runs without a language loaded: fields are found by their keys.
    const name = screen.getByLabelText<HTMLInputElement>(/fields.ho_ten/);
    const email = screen.getByLabelText<HTMLInputElement>(/fields.email/);
    fireEvent.change(name, { target: { value: 'Điều dưỡng Mai' } });
    await act(() => {
      answerProfile();
      return Promise.resolve();
    });
    await waitFor(() => expect(email.value).toBe('mai.moi@benhvien.vn'));
    expect(name.value).toBe('Điều dưỡng Mai');
  });
});
