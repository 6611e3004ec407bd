// The kit's line icons (chevrons, the close cross): one stroked path in the text colour, hidden from assistive
// technology (the button around it carries the name).

/** The paths of the kit's line icons, on a 24 x 24 grid. */
export const ICON_PATHS = {
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  up: 'M5 15l7-7 7 7',
  down: 'M5 9l7 7 7-7',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** One line icon. Example: `<StrokeIcon path="close" size={22} strokeWidth={2.5} />`. */
export function StrokeIcon({
  path,
  size,
  strokeWidth,
}: {
  path: keyof typeof ICON_PATHS;
  size: number;
  strokeWidth: number;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path
        d={ICON_PATHS[path]}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
