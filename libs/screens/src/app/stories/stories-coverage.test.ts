// Every page of the route table and every dashboard modal has a story, so a new route or modal without one fails here
// instead of going unnoticed in Storybook.
import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { dashboardModals } from '../dashboard-modals';
import * as guestRoutes from './guest-routes.stories';
import * as playerRoutes from './player-routes.stories';
import * as modalStories from './dashboard-modals.stories';

type StoryModule = Record<string, { args?: Record<string, unknown> }>;

/** The args of every story of a CSF module (the meta's args under each story's own). */
function storyArgs(module: StoryModule): Record<string, unknown>[] {
  const { default: meta, ...stories } = module;
  return Object.values(stories).map((story) => ({ ...meta?.args, ...story.args }));
}

/** Routes that render a page: leaves of the table, redirects aside. */
function pages(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => {
    if (route.children?.length) return pages(route.children);
    const redirect = isValidElement(route.element) && route.element.type === Navigate;
    return redirect ? [] : [route];
  });
}

describe('screen stories', () => {
  it('cover every page of the route table', () => {
    const paths = [guestRoutes, playerRoutes].flatMap((module) =>
      storyArgs(module as unknown as StoryModule).map((args) => String(args['path'])),
    );
    const shown = new Set(paths.map((path) => matchRoutes(routes, path)?.at(-1)?.route));
    const missing = pages(routes).filter((route) => !shown.has(route));
    expect(missing.map((route) => route.path ?? '(index)')).toEqual([]);
    expect(pages(routes).length).toBeGreaterThanOrEqual(12);
  });

  it('cover every dashboard modal', () => {
    const modals = new Set(storyArgs(modalStories as unknown as StoryModule).map((args) => args['modal']));
    expect(Object.keys(dashboardModals).filter((key) => !modals.has(key))).toEqual([]);
  });
});
