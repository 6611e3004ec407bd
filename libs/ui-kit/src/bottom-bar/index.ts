export { BottomBar } from './bottom-bar';
export type { BottomBarItem, BottomBarLinkProps, BottomBarProps } from './bottom-bar';
