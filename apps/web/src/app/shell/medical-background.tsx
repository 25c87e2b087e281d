import { useUiState } from '../../lib/ui/ui-state';
import styles from './medical-background.module.css';

// A faint pattern of crosses and capsules: it tells the user where they are without competing
// with the data on the page. Drawn as an inline SVG so it costs no request. Plain markup, no MUI:
// the login page draws it before MUI is loaded (docs/decisions/0033-light-login-page.md).
const PATTERN = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
    <g fill="none" stroke="#1570EF" stroke-width="2" opacity="0.045">
      <path d="M30 20h8v10h10v8H38v10h-8V38H20v-8h10z"/>
      <rect x="96" y="92" width="36" height="14" rx="7" transform="rotate(-35 114 99)"/>
      <path d="M114 92v14" transform="rotate(-35 114 99)"/>
      <circle cx="120" cy="34" r="6"/>
      <path d="M40 118h6v7h7v6h-7v7h-6v-7h-7v-6h7z"/>
    </g>
  </svg>`,
);

const IMAGE = `radial-gradient(circle at 12% 8%, rgba(21,112,239,0.08), transparent 40%), radial-gradient(circle at 90% 95%, rgba(18,183,106,0.08), transparent 45%), url("data:image/svg+xml,${PATTERN}")`;

export function MedicalBackground() {
  const enabled = useUiState((s) => s.background);
  if (!enabled) return null;
  return (
    <div
      aria-hidden
      data-testid="medical-background"
      className={styles.background}
      style={{ backgroundImage: IMAGE }}
    />
  );
}
