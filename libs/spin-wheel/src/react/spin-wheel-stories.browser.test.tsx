import { describe, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import * as stories from './spin-wheel.stories';

const composed = composeStories(stories);

describe('stories: every play function spins and lands', () => {
  it.each(Object.entries(composed))('%s spins and lands', async (_name, Story) => {
    await Story.run();
  });
});
