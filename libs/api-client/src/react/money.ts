// Variables of the money mutations: the call's own inputs plus the confirm's optional Idempotency-Key.
import type { IdempotencyKeyVariables } from '../idempotency';

/** `T` plus `idempotencyKey?: string`, flattened. Example: `MoneyVariables<{ amount: number }>` is `{ amount: number; idempotencyKey?: string }`. */
export type MoneyVariables<T extends object = object> = {
  [K in keyof (T & IdempotencyKeyVariables)]: (T & IdempotencyKeyVariables)[K];
};
