export { BalanceCard } from './balance-card';
export type { BalanceCardProps } from './balance-card';
