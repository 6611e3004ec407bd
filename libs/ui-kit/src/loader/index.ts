export { Loader, useDelayedFlag } from './loader';
export type { LoaderProps } from './loader';
