import styles from './plain-icon.module.css';

/**
 * Material Icons (Apache-2.0) drawn as a bare `svg`, for lists that draw one per row: MUI's
 * `SvgIcon` styles each icon through emotion on every render, which was about a third of a phone
 * card's first render (docs/performance.md). The paths are those of the `@mui/icons-material`
 * icon of the same name; plain-icon.test.tsx checks each against it.
 */
export const PLAIN_ICON_PATHS = {
  KeyboardArrowDownRounded: [
    'M8.12 9.29 12 13.17l3.88-3.88c.39-.39 1.02-.39 1.41 0s.39 1.02 0 1.41l-4.59 4.59c-.39.39-1.02.39-1.41 0L6.7 10.7a.996.996 0 0 1 0-1.41c.39-.38 1.03-.39 1.42 0',
  ],
  KeyboardArrowRightRounded: [
    'M9.29 15.88 13.17 12 9.29 8.12a.996.996 0 0 1 0-1.41c.39-.39 1.02-.39 1.41 0l4.59 4.59c.39.39.39 1.02 0 1.41L10.7 17.3c-.39.39-1.02.39-1.41 0-.38-.39-.39-1.03 0-1.42',
  ],
  MenuBookRounded: [
    'M17.5 4.5c-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5-1.45 0-2.99.22-4.28.79C1.49 5.62 1 6.33 1 7.14v11.28c0 1.3 1.22 2.26 2.48 1.94.98-.25 2.02-.36 3.02-.36 1.56 0 3.22.26 4.56.92.6.3 1.28.3 1.87 0 1.34-.67 3-.92 4.56-.92 1 0 2.04.11 3.02.36 1.26.33 2.48-.63 2.48-1.94V7.14c0-.81-.49-1.52-1.22-1.85-1.28-.57-2.82-.79-4.27-.79M21 17.23c0 .63-.58 1.09-1.2.98-.75-.14-1.53-.2-2.3-.2-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5.92 0 1.83.09 2.7.28.46.1.8.51.8.98z',
    'M13.98 11.01c-.32 0-.61-.2-.71-.52-.13-.39.09-.82.48-.94 1.54-.5 3.53-.66 5.36-.45.41.05.71.42.66.83s-.42.71-.83.66c-1.62-.19-3.39-.04-4.73.39-.08.01-.16.03-.23.03m0 2.66c-.32 0-.61-.2-.71-.52-.13-.39.09-.82.48-.94 1.53-.5 3.53-.66 5.36-.45.41.05.71.42.66.83s-.42.71-.83.66c-1.62-.19-3.39-.04-4.73.39-.08.02-.16.03-.23.03m0 2.66c-.32 0-.61-.2-.71-.52-.13-.39.09-.82.48-.94 1.53-.5 3.53-.66 5.36-.45.41.05.71.42.66.83s-.42.7-.83.66c-1.62-.19-3.39-.04-4.73.39-.08.02-.16.03-.23.03',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PlainIconName = keyof typeof PLAIN_ICON_PATHS;

/**
 * One of `PLAIN_ICON_PATHS` in the text's colour, sized as MUI's `fontSize` sizes its icons
 * (`medium` 24 px, `small` 20 px, `inherit` the text's 1em); decorative (hidden from assistive
 * technology), as MUI's icons are.
 */
export function PlainIcon({
  name,
  fontSize = 'medium',
  className,
}: {
  name: PlainIconName;
  fontSize?: 'inherit' | 'small' | 'medium';
  className?: string;
}) {
  const classes = [styles.icon, styles[fontSize], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {PLAIN_ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
