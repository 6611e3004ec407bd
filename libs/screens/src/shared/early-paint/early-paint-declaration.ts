// What a prerendered page paints from its early reads before the app's JavaScript has run, declared as plain data
// next to the component that marks the slots (`data-early-paint` on the part, `data-early-slot` on each slot). One
// interpreter (early-paint-script.ts) runs every declaration; a new early-painted page is a declaration, not a script.
// Data only (no React, no runtime import): the prerender table that lists them is read by the bundle budget check.
import type { ApiPath, ApiResult } from '@wallet/api-client';

/** The attribute naming the part of the page a declaration paints (its root element). */
export const EARLY_PAINT_ATTRIBUTE = 'data-early-paint';
/** The attribute naming a slot inside that part (or the root itself). */
export const EARLY_SLOT_ATTRIBUTE = 'data-early-slot';

type Depth = [never, 0, 1, 2, 3, 4];

/** Dot paths into a JSON answer: object keys, array indexes and `*` (every item of an array). Depth-limited. */
export type JsonPath<T, D extends number = 5> = [D] extends [never]
  ? never
  : NonNullable<T> extends readonly (infer Item)[]
    ? '*' | `${number}` | `${'*' | number}.${JsonPath<Item, Depth[D]>}`
    : NonNullable<T> extends object
      ? {
          [K in keyof NonNullable<T> & string]: K | `${K}.${JsonPath<NonNullable<T>[K], Depth[D]>}`;
        }[keyof NonNullable<T> & string]
      : never;

/** Index of a read in the declaration's `reads`, with the paths its answer has ('' is the whole answer). */
type ReadAt<Reads extends readonly ApiPath<'get'>[], I extends keyof Reads & `${number}`> = {
  read: I extends `${infer N extends number}` ? N : never;
  path: '' | JsonPath<ApiResult<'get', Reads[I]>>;
};
/** A value of one of the reads' answers. A failed read's answer is null: each path then finds nothing. */
export type ReadValue<Reads extends readonly ApiPath<'get'>[]> = {
  [I in keyof Reads & `${number}`]: ReadAt<Reads, I>;
}[keyof Reads & `${number}`];

/**
 * What must hold of the answers before anything is painted: the value at `path` is an `object` (not null), an
 * `array` or a `string`, is `not-true` (anything but `true`, a missing value included) or is `falsy`.
 */
export type EarlyCondition<Reads extends readonly ApiPath<'get'>[]> = ReadValue<Reads> & {
  is: 'object' | 'array' | 'string' | 'not-true' | 'falsy';
};

/** Without a value, `missing: 'hide'` hides the slot and paints the rest; by default nothing is painted. */
type Missing = { missing?: 'hide' };

/** How a slot is filled. */
export type EarlySlotFill<Reads extends readonly ApiPath<'get'>[]> =
  /** A non-empty string of the answer, written as text (never as markup). */
  | (ReadValue<Reads> & Missing & { kind: 'text' })
  /**
   * An image source, only one the app's `isSafeUrl` allows. `priority: 'high'`: requested (fetchpriority high) as
   * soon as its own read answers and its own conditions hold, before the other reads have answered.
   */
  | (ReadValue<Reads> & Missing & { kind: 'src'; priority?: 'high' })
  /**
   * An amount as the app writes a balance figure (`formatMoneyNumber`): the sum of the numbers at `sum` (each path
   * may hold many, through `*`; a non-number counts 0), written only when the account's currency (`currency`, as
   * `accountCurrency` reads it) is the slot's `data-currency`, the one the page was rendered with.
   */
  | {
      kind: 'money';
      read: ReadValue<Reads>['read'];
      sum: readonly ReadValue<Reads>['path'][];
      currency: ReadValue<Reads>['path'];
    }
  /**
   * A whole count (`wholeCoins`: a non-number or a negative is 0) written into the slot's `data-template` at `mark`;
   * nothing below `min`, and nothing when the template lacks the mark.
   */
  | (ReadValue<Reads> & { kind: 'count'; mark: string; min: number })
  /** An element hidden while it waits: shown (and `removeClass` taken off) when the part is painted. */
  | { kind: 'show'; removeClass?: string }
  /** An element the page has and the script only reads (e.g. for its font face); it must be there. */
  | { kind: 'keep' };

/** One page part painted early: plain data (JSON-serialisable), inlined into the page with the interpreter. */
export interface EarlyPaint<
  Reads extends readonly ApiPath<'get'>[],
  Slot extends string,
  Name extends string = string,
> {
  /** The value of the part's `data-early-paint`. */
  name: Name;
  /** The prefetched reads it paints from (each must be in the route's prefetch or publicPrefetch). */
  reads: Reads;
  /** Only when the reads were made in the language the part was rendered in (its `data-language`). */
  sameLanguage?: boolean;
  /** The part is hidden until painted: nothing is written into a part already shown, and painting shows it. */
  hiddenUntilPainted?: boolean;
  when: readonly EarlyCondition<NoInfer<Reads>>[];
  slots: Readonly<Record<Slot, EarlySlotFill<NoInfer<Reads>>>>;
  /** At least one of these slots must have a value (the others may be hidden). */
  requireAny?: readonly NoInfer<Slot>[];
  /**
   * The slot whose web-font face is loaded (with the text it will show) before anything is written, at most
   * `EARLY_FONT_WAIT_MS`: a face the page has not used yet would swap in after the write and move the line.
   */
  fontOf?: NoInfer<Slot>;
}

/** A slot's fill in its JSON form, as the interpreter reads it (every typed fill is one). */
export interface EarlySlotData {
  kind: EarlySlotFill<readonly never[]>['kind'] | 'text' | 'src' | 'count';
  read?: number;
  path?: string;
  missing?: 'hide';
  priority?: 'high';
  sum?: readonly string[];
  currency?: string;
  mark?: string;
  min?: number;
  removeClass?: string;
}

/** A declaration in its JSON form, as the interpreter reads it (every typed declaration is one). */
export interface EarlyPaintData {
  name: string;
  reads: readonly ApiPath<'get'>[];
  sameLanguage?: boolean;
  hiddenUntilPainted?: boolean;
  when: readonly { read: number; path: string; is: EarlyCondition<readonly never[]>['is'] | string }[];
  slots: Readonly<Record<string, EarlySlotData>>;
  requireAny?: readonly string[];
  fontOf?: string;
}

/** Types a declaration (wrong read paths or slot names fail to compile) and returns it unchanged. */
export function defineEarlyPaint<
  const Reads extends readonly ApiPath<'get'>[],
  const Slot extends string,
  const Name extends string,
>(declaration: EarlyPaint<Reads, Slot, Name>): EarlyPaint<Reads, Slot, Name> {
  return declaration;
}

/** What a component needs of a declaration: its type only (`import type`: none of its data enters the bundle). */
type Declared = { name: string; slots: Readonly<Record<string, unknown>> };

/**
 * The names a component writes into its markup, typed by the declaration (a name it does not have fails to
 * compile): `const EARLY_PART: EarlyPaintName<typeof HOME_EARLY_PAINT> = 'home-balance'` for `data-early-paint`,
 * `{ balance: 'balance' } satisfies Record<string, EarlySlotName<typeof HOME_EARLY_PAINT>>` for `data-early-slot`.
 * Types, not a helper: a helper shared by the features' lazy chunks was one more file on each page's way.
 */
export type EarlyPaintName<D extends Declared> = D['name'];
export type EarlySlotName<D extends Declared> = keyof D['slots'] & string;
