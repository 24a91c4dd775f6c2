/**
 * A 24 × 24 line icon drawn from one SVG path with the current text colour, hidden from assistive technology (the
 * control it sits in carries the name). The sign-in page's and the shell's icons are such paths.
 */
export function StrokeIcon({ d, className, size = '1em' }: { d: string; className: string; size?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
