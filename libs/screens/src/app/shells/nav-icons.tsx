// Decorative icons of the bottom bars (inline SVG, no icon font to download).
const common = {
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
  <svg {...common}>
    <path d="M3 11 12 4l9 7" />
    <path d="M5 10v10h14V10" />
  </svg>
);
export const RegisterIcon = () => (
  <svg {...common}>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 20c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />
  </svg>
);
export const HowtoIcon = () => (
  <svg {...common}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </svg>
);
export const ContactIcon = () => (
  <svg {...common}>
    <path d="M4 5h16v11H8l-4 4z" />
  </svg>
);
export const ProfileIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);
export const ConditionsIcon = () => (
  <svg {...common}>
    <path d="M7 3h8l4 4v14H7z" />
    <path d="M10 11h6M10 15h6" />
  </svg>
);
export const StatementIcon = () => (
  <svg {...common}>
    <path d="M4 4h16v16H4z" />
    <path d="M8 9h8M8 13h8M8 17h5" />
  </svg>
);
export const LogoutIcon = () => (
  <svg {...common} width={22} height={22}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </svg>
);
