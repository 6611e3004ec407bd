// Decorative icons only the player shell's bars show (inline SVG), in the player shell's chunk.
import { iconProps } from './nav-icons';

export const ProfileIcon = () => (
  <svg {...iconProps}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);
export const ConditionsIcon = () => (
  <svg {...iconProps}>
    <path d="M7 3h8l4 4v14H7z" />
    <path d="M10 11h6M10 15h6" />
  </svg>
);
export const StatementIcon = () => (
  <svg {...iconProps}>
    <path d="M4 4h16v16H4z" />
    <path d="M8 9h8M8 13h8M8 17h5" />
  </svg>
);
export const LogoutIcon = () => (
  <svg {...iconProps} width={22} height={22}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </svg>
);
