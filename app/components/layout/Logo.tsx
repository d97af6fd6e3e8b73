/** The RTS wordmark: inline SVG, so it needs no request and follows the theme's colours. */
export function Logo() {
  return (
    <svg className="logo" width="92" height="32" viewBox="0 0 92 32" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="28" height="28" rx="7" fill="var(--color-primary)" />
      <path
        d="M8 22V10h6.2c2.6 0 4.3 1.5 4.3 3.8 0 1.7-.9 2.9-2.4 3.4L19.2 22h-3.1l-2.7-4.5H11V22H8Zm3-7h3c1 0 1.6-.5 1.6-1.3S15 12.4 14 12.4h-3V15Z"
        fill="var(--color-on-primary)"
      />
      <text x="36" y="23" fontFamily="inherit" fontSize="19" fontWeight="800" fill="currentColor" letterSpacing="1">
        RTS
      </text>
    </svg>
  );
}
