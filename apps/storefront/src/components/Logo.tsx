/** The shop's logo: a truffle mark and the shop name. */
export function Logo({ siteName, className }: { siteName: string; className?: string }) {
  return (
    <span className={className}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#c8a24a" />
        <path
          d="M9 18c0-5 3-9 7-9s7 4 7 9c0 3-3 5-7 5s-7-2-7-5z"
          fill="#3b2a1a"
          stroke="#fff"
          strokeWidth="1.5"
        />
      </svg>
      <span>{siteName}</span>
    </span>
  );
}
