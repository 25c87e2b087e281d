import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { isToasterWanted, toast } from '../../lib/ui/toast';

// The first toast loads the library: allow for a loaded machine.
const LOADING = { timeout: 15_000 };
import { ToasterHost } from './toaster-host';

describe('ToasterHost', () => {
  it('loads nothing until a toast is raised, then shows the toasts raised before it was ready', async () => {
    render(<ToasterHost />);
    // Closing toasts when none was ever shown does not bring the library in.
    toast.clearAll();
    expect(isToasterWanted()).toBe(false);

    toast.success('Đã lưu phiếu', 'PN-2026-0001');
    toast.error('Không lưu được');
    expect(isToasterWanted()).toBe(true);
    expect(await screen.findByText('Đã lưu phiếu', {}, LOADING)).toBeTruthy();
    expect(screen.getByText('PN-2026-0001')).toBeTruthy();
    expect(await screen.findByText('Không lưu được', {}, LOADING)).toBeTruthy();

    const done = toast.loading('Đang xuất Excel');
    expect(await screen.findByText('Đang xuất Excel', {}, LOADING)).toBeTruthy();
    done();
    await waitFor(() => expect(screen.queryByText('Đang xuất Excel')).toBeNull(), LOADING);
  }, 30_000);
});
