// Every page of the route table, every dashboard modal, every modal or dialog of the features and the route error
// page has a story, so a new route, modal or dialog without one fails here instead of going unnoticed in Storybook.
// The lists come from the code itself: the route table, app/dashboard-modals.ts and the features' modules.
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { createRoutes } from '../routes';
import { routeErrorScreen } from '../wallet-app';
import { createDashboardModals } from '../dashboard-modals';
import dashboardModalsSource from '../dashboard-modals.ts?raw';
import * as guestRoutes from './guest-routes.stories';
import * as playerRoutes from './player-routes.stories';
import * as modalStories from './dashboard-modals.stories';

const routes = createRoutes(createI18n());
const dashboardModals = createDashboardModals(createI18n());

type Story = { args?: Record<string, unknown>; parameters?: Record<string, unknown> };
type StoryModule = Record<string, Story>;

/** Every story module of the screens (the same files Storybook's `stories` glob picks up under libs/screens). */
const storyModules = import.meta.glob<StoryModule>('../../**/*.stories.tsx', { eager: true });

/** The features' modules (tests and stories aside), and their source to see which render a kit modal. */
const featureModules = import.meta.glob<Record<string, unknown>>(
  ['../../features/**/*.tsx', '!../../features/**/*.test.tsx', '!../../features/**/*.stories.tsx'],
  { eager: true },
);
const featureSources = import.meta.glob<string>(
  ['../../features/**/*.tsx', '!../../features/**/*.test.tsx', '!../../features/**/*.stories.tsx'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The kit's modal primitives; a feature file rendering one has a dialog of its own (alerts are its outcomes). */
const KIT_MODAL = /<(ModalDialog|VideoPlayerModal|BannerCarouselModal)\b/;
const DIALOG_NAME = /^[A-Z]\w*(Modal|Dialog)$/;

/** The args of every story of a CSF module (the meta's args under each story's own). */
function storyArgs(module: StoryModule): Record<string, unknown>[] {
  const { default: meta, ...stories } = module;
  return Object.values(stories).map((story) => ({ ...meta?.args, ...story.args }));
}

/** The components the stories say they show (`parameters.covers`, the meta's and each story's). */
function coveredComponents(): Set<unknown> {
  const covered = new Set<unknown>();
  for (const { default: meta, ...stories } of Object.values(storyModules)) {
    for (const story of [meta, ...Object.values(stories)]) {
      const covers = story?.parameters?.['covers'];
      if (Array.isArray(covers)) for (const component of covers) covered.add(component);
    }
  }
  return covered;
}

/** Exported function components of a module, by their name (a default export by its function's name). */
function exportedComponents(module: Record<string, unknown>): [string, unknown][] {
  return Object.entries(module).flatMap(([key, value]): [string, unknown][] => {
    if (typeof value !== 'function') return [];
    const name = key === 'default' ? value.name : key;
    return /^[A-Z]/.test(name) ? [[name, value]] : [];
  });
}

/** The feature file each dashboard modal is loaded from (`key: withTexts('…', () => import('../features/…'))`). */
function dashboardModalFiles(): Map<string, string> {
  const entries = dashboardModalsSource.matchAll(
    /(\w+): withTexts\('\w+', \(\) => import\('\.\.\/(features\/[^']+)'\)\)/g,
  );
  return new Map(Array.from(entries, ([, key, file]) => [`../../${file}.tsx`, key as string]));
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

  it('cover every modal and dialog of the features', () => {
    const dashboardFiles = dashboardModalFiles();
    // The parse above must find every entry, or a changed line format would silently drop modals from the list.
    expect([...dashboardFiles.values()].sort()).toEqual(Object.keys(dashboardModals).sort());
    const covered = coveredComponents();
    const required: string[] = [];
    const missing: string[] = [];
    for (const [file, module] of Object.entries(featureModules)) {
      // A dashboard modal (its default export) is covered by its ModalStory stories, checked above.
      const components = exportedComponents(module).filter(
        ([, component]) => !(dashboardFiles.has(file) && component === module['default']),
      );
      const dialogs = components.filter(([name]) => DIALOG_NAME.test(name));
      // A kit modal rendered inline by a page (the howto video player): the page's story must open it.
      const inline =
        !dashboardFiles.has(file) && dialogs.length === 0 && KIT_MODAL.test(featureSources[file] ?? '');
      for (const [name, component] of inline ? components : dialogs) {
        const id = `${file.replace('../../', '')}: ${name}`;
        required.push(id);
        if (!covered.has(component)) missing.push(id);
      }
    }
    expect(missing).toEqual([]);
    // The glob and the name test still find the features' dialogs (a guard against a vacuous pass).
    expect(required.length).toBeGreaterThanOrEqual(10);
  });

  it('cover the route error page', () => {
    const covered = coveredComponents();
    // The app's one error screen, shown for any route that fails (app-router.tsx).
    const screen = routeErrorScreen(new Error('failed'));
    const shown = isValidElement(screen) ? [(screen as ReactElement).type] : [];
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.filter((component) => !covered.has(component)).map((c) => (c as { name: string }).name),
    ).toEqual([]);
  });
});
