export { GameCard } from './game-card';
export type { GameCardProps } from './game-card';
