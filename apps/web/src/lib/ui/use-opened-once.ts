import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code is loaded on first use is mounted
 * then and stays mounted, so it still closes with its transition and reopens at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
