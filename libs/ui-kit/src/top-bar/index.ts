export { TopBar } from './top-bar';
export type { TopBarProps } from './top-bar';
