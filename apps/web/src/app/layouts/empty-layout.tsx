import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { EmptyFrame } from './empty-frame';

/** No chrome at all: login, registration, and errors seen by signed-out visitors. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return <EmptyFrame>{children ?? <Outlet />}</EmptyFrame>;
}
