/** A decorative drawing for the store-unavailable page: a shop front with its shutter down. */
export function UnderMaintenanceIllustration() {
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" aria-hidden="true" focusable="false">
      <rect x="20" y="40" width="180" height="110" rx="6" fill="currentColor" opacity="0.08" />
      <path d="M10 40 L30 12 H190 L210 40 Z" fill="currentColor" opacity="0.2" />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <rect
          key={row}
          x="45"
          y={62 + row * 13}
          width="130"
          height="8"
          rx="2"
          fill="currentColor"
          opacity="0.25"
        />
      ))}
      <path
        d="M150 118 l22 -22 m-6 -6 a10 10 0 1 0 12 12 l-6 -6 z"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
        opacity="0.6"
      />
    </svg>
  );
}
