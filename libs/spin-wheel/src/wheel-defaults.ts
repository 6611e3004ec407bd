// The wheel's defaults: English texts, a neutral theme and the reduced-motion settle length.
import type { WheelMessages, WheelTheme } from './types';

/** English fallbacks; apps pass translated texts through `messages`. */
export const DEFAULT_MESSAGES: WheelMessages = {
  spinButton: (coins) => `Spin (${coins} ${coins === 1 ? 'coin' : 'coins'} left)`,
  wheel: 'Prize wheel',
  spinning: 'Spinning…',
  result: (slice) => `You won: ${slice.label}`,
  failed: 'The spin could not be completed. No prize was drawn.',
};

/** Neutral chrome; Thai and Lao fonts come after the system font so both scripts render. */
export const DEFAULT_THEME: WheelTheme = {
  fontFamily: 'system-ui, "Noto Sans Thai", "Noto Sans Lao", sans-serif',
  rim: '#1f2937',
  pointer: '#dc2626',
  hub: '#f9fafb',
  fallbackBg: '#e5e7eb',
  fallbackText: '#111827',
};

/** Settle length with `prefers-reduced-motion`: no extra turns, a short glide to the prize. */
export const REDUCED_MOTION_SETTLE_MS = 600;
