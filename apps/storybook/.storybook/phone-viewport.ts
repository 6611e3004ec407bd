// The one canvas size of every story, in the Storybook UI and in the story tests alike: a 360 x 640 phone (the
// apps' column). Storybook's viewport global sizes the UI's preview frame, and the Vitest addon sets the test page
// to the same viewport before each story (without it, the tests ran at the addon's default 1200 x 900 while the UI
// used whatever size the browser window left beside the addon panel).
export const PHONE_VIEWPORT = { width: 360, height: 640 };

export const viewportOptions = {
  phone: {
    name: `Phone ${PHONE_VIEWPORT.width} x ${PHONE_VIEWPORT.height}`,
    styles: { width: `${PHONE_VIEWPORT.width}px`, height: `${PHONE_VIEWPORT.height}px` },
    type: 'mobile' as const,
  },
  desktop: {
    name: 'Desktop 1280 x 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop' as const,
  },
};
