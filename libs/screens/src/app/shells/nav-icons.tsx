// Decorative icons of the bottom bars (inline SVG, no icon font to download): the guest bar's and those both bars show
// (the player shell's own are in player-nav-icons.tsx, so guest pages do not carry them).
export const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const HomeIcon = () => (
  <svg {...iconProps}>
    <path d="M3 11 12 4l9 7" />
    <path d="M5 10v10h14V10" />
  </svg>
);
export const RegisterIcon = () => (
  <svg {...iconProps}>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 20c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />
  </svg>
);
export const HowtoIcon = () => (
  <svg {...iconProps}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </svg>
);
export const ContactIcon = () => (
  <svg {...iconProps}>
    <path d="M4 5h16v11H8l-4 4z" />
  </svg>
);
