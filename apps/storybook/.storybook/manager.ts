// The addon panel on the right: the canvas keeps the window's height, so the 360 x 640 phone viewport the story
// tests use fits whole (below the canvas, the panel left a 1280 x 900 window a 478 px high frame).
import { addons } from 'storybook/manager-api';

addons.setConfig({ layout: { panelPosition: 'right' } });
