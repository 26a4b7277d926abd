/**
 * The IRONWORKS wordmark. Drawn with a fixed viewBox and textLength so its box never depends on
 * which system font renders it (no layout shift, no web font).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 176 28" width="176" height="28" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="20" height="20" rx="2" fill="#b3120f" />
      <path d="M5 14h10M7 9.5v9M13 9.5v9" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <text
        x="28"
        y="22"
        textLength="148"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="22"
        fontWeight="900"
        letterSpacing="1"
      >
        IRONWORKS
      </text>
    </svg>
  );
}
