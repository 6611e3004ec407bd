// Bonus cards (GET /api/bonus) on their banner background, each in one of three looks (docs/product.md#bonus): current
// (the active one), already received (disabled: maxReceived reached in total, today or this week, Bangkok time), or
// clickable (GET /api/bonus/activate/{code}, one request per tap; the cards reload and the card becomes current).
import { useDeferredValue, useState, type ReactNode } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActivateBonus, useBonuses } from '@wallet/api-client/react';
import { bonusLook, isSafeUrl, type BonusLook } from '@wallet/domain';
import { Button, Loader, Skeleton, useToast } from '@wallet/ui-kit';
import { AlertDialog } from '../../shared/alert-dialog/lazy-alert-dialog';
import { formatCount, pluralForm } from '../../i18n/format-count';
import type { EarlyPaintName, EarlySlotName } from '../../shared/early-paint/early-paint-declaration';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { QueryView } from '../../shared/query-view/query-view';
import { useRefusalText } from '../../shared/refusal-text';
import { useSanitizer } from '../../shared/server-html';
import type { BONUS_EARLY_PAINT } from './bonus-early-paint';

type BonusEarlyPaint = typeof BONUS_EARLY_PAINT;

/** The early paint's part and slots in this markup, named as its declaration names them (checked by the compiler). */
const EARLY_PART: EarlyPaintName<BonusEarlyPaint> = 'bonus-cards';
const EARLY_SLOTS = {
  card: 'card',
  banner: 'banner',
  panel: 'panel',
  code: 'code',
} as const satisfies Record<string, EarlySlotName<BonusEarlyPaint>>;

type Bonus = NonNullable<ReturnType<typeof useBonuses>['data']>['bonuses'][number];

function useRuleText() {
  const { t, i18n } = useLingui();
  return (bonus: Bonus): string => {
    const max = bonus.maxReceived;
    const times = formatCount(max, i18n.locale);
    const form = pluralForm(max, i18n.locale);
    // The count's words follow the plural rules of each language ("Up to 1 time", "Up to 3 times"), as a select on
    // the count's plural form, not Lingui's plural (format-count.ts says why).
    if (bonus.type === 'day')
      return t({ message: `Up to ${select(form, { one: `${times} time`, other: `${times} times` })} a day` });
    if (bonus.type === 'week')
      return t({
        message: `Up to ${select(form, { one: `${times} time`, other: `${times} times` })} a week`,
      });
    return t({
      message: `Up to ${select(form, { one: `${times} time`, other: `${times} times` })} in total`,
    });
  };
}

/** Key of the first card, loaded or not: the waiting card and the loaded first card are the same elements. */
const FIRST_CARD_KEY = 'first-card';

/**
 * One card; without a bonus, the first card while the cards are read (`wl-bonus-card--waiting`): an image without a
 * source and a hidden panel with an empty title, the elements the loaded first card reuses. On the prerendered page,
 * the page's own script fills them from its early read (bonus-early-paint.ts): hydration keeps what it wrote, the
 * loaded card sets the same source and text, so the banner (the page's largest paint) neither reloads nor repaints.
 */
function BonusCard({
  bonus,
  first,
  look,
  rule,
  activating,
  onActivate,
}: {
  bonus: Bonus | null;
  first: boolean;
  look?: BonusLook;
  rule?: string;
  activating?: boolean;
  onActivate?: () => void;
}) {
  const { t } = useLingui();
  const { Html } = useSanitizer();
  const banner = bonus?.banners[0];
  const image = banner?.image && isSafeUrl(banner.image) ? banner.image : null;
  const titleId = bonus ? `wl-bonus-card-${bonus.code}` : undefined;
  const waiting = bonus === null;
  return (
    <li
      className={`wl-bonus-card wl-bonus-card--${look ?? 'waiting'}`}
      data-early-slot={waiting ? EARLY_SLOTS.card : undefined}
      suppressHydrationWarning={waiting}
    >
      <article aria-labelledby={titleId} className="wl-bonus-card__body">
        {waiting || image ? (
          <img
            className="wl-bonus-card__background"
            data-early-slot={waiting ? EARLY_SLOTS.banner : undefined}
            src={image ?? undefined}
            alt=""
            width={300}
            height={180}
            // The first card is on screen at once (the page's largest paint): its banner is asked for as soon as it
            // renders, not after a layout pass; the others load as they scroll near.
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
            suppressHydrationWarning={waiting}
          />
        ) : null}
        <div
          className="wl-bonus-card__content"
          data-early-slot={waiting ? EARLY_SLOTS.panel : undefined}
          hidden={waiting}
          suppressHydrationWarning={waiting}
        >
          <h3
            id={titleId}
            className="wl-bonus-card__title"
            data-early-slot={waiting ? EARLY_SLOTS.code : undefined}
            suppressHydrationWarning={waiting}
          >
            {bonus?.code ?? ''}
          </h3>
          {banner?.html && Html ? <Html html={banner.html} className="wl-bonus-card__html" /> : null}
          {bonus && rule ? <p className="wl-bonus-card__rule">{rule}</p> : null}
          {!bonus ? null : look === 'current' ? (
            <p className="wl-bonus-card__state" aria-current="true">
              <Trans>Current bonus</Trans>
            </p>
          ) : look === 'exhausted' ? (
            <Button variant="secondary" disabled aria-label={t`${bonus.code}: already received`}>
              <Trans>Already received</Trans>
            </Button>
          ) : (
            <Button loading={activating} aria-label={t`Activate ${bonus.code}`} onClick={onActivate}>
              <Trans>Activate</Trans>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * The cards, hidden until `shown` (the sections above them are settled, see BonusPage) unless the page's own script
 * showed them first (bonus-early-paint.ts; the language it may do so in: `data-language`).
 */
export function BonusCards({ shown = true }: { shown?: boolean }) {
  const { t, i18n } = useLingui();
  const bonuses = useBonuses();
  const activate = useActivateBonus();
  const refusalText = useRefusalText();
  const toast = useToast();
  const ruleText = useRuleText();
  const [failure, setFailure] = useState<ReactNode | null>(null);
  const action = useMoneyAction({
    mutation: activate,
    onSuccess: (_answer, input) => toast.success(t`Bonus ${input.code} activated`),
    onFailure: (error) => setFailure(refusalText(error)),
  });
  // The look depends on the clock (today, this week in Bangkok time): taken when the cards were read, so a card
  // and its look always belong to the same moment (the cards are read again after every activation or cancel).
  const now = bonuses.dataUpdatedAt;
  const cards = bonuses.data?.bonuses ?? [];
  // The cards wait for the sanitizer as for their data: their banner HTML shows with them, nothing moves after.
  const { settled: sanitizerSettled } = useSanitizer();
  const waiting =
    (bonuses.data === undefined && bonuses.isPending && bonuses.fetchStatus !== 'paused') ||
    (!sanitizerSettled && (bonuses.data?.bonuses.length ?? 0) > 0);
  // The first card (the page's largest paint) renders with the data; the others in a background pass right after
  // (interruptible: each card's banner HTML goes through the sanitizer, one long task for a page of cards). They only
  // add to the list below the first card, so nothing on screen moves.
  const allShown = useDeferredValue(cards.length > 1, false);

  return (
    <section
      className="wl-bonus__cards-section"
      aria-labelledby="wl-bonus-cards-title"
      hidden={!shown}
      data-early-paint={shown ? undefined : EARLY_PART}
      data-language={shown ? undefined : i18n.locale}
      suppressHydrationWarning={!shown}
    >
      <h2 id="wl-bonus-cards-title" className="wl-bonus__heading">
        <Trans>Bonuses</Trans>
      </h2>
      {/* The list itself (not a QueryView) while the cards are read and once they are: the same list and first card. */}
      {waiting || cards.length > 0 ? (
        <ul className="wl-bonus__cards" aria-busy={waiting || undefined}>
          {waiting ? (
            <BonusCard key={FIRST_CARD_KEY} bonus={null} first />
          ) : (
            cards
              .slice(0, allShown ? undefined : 1)
              .map((bonus, index) => (
                <BonusCard
                  key={index === 0 ? FIRST_CARD_KEY : bonus.code}
                  bonus={bonus}
                  first={index === 0}
                  look={bonusLook(bonus, now)}
                  rule={ruleText(bonus)}
                  activating={action.pending && activate.variables?.code === bonus.code}
                  onActivate={() => void action.confirm({ code: bonus.code })}
                />
              ))
          )}
        </ul>
      ) : (
        <QueryView
          query={bonuses}
          skeleton={
            <div className="wl-bonus__cards">
              <Skeleton shape="block" className="wl-bonus-skeleton__card" />
              <Skeleton shape="block" className="wl-bonus-skeleton__card" />
            </div>
          }
          loadingLabel={t`Loading bonuses`}
          errorTitle={<Trans>The bonuses could not be loaded</Trans>}
          isEmpty={(data) => data.bonuses.length === 0}
          empty={<p className="wl-bonus__empty">{t`No bonuses are offered right now.`}</p>}
        >
          {() => null}
        </QueryView>
      )}
      {/* Shown cards still being read (the page's own loader speaks while the section is hidden). */}
      <Loader active={shown && waiting} label={t`Loading bonuses`} />
      <UnknownResultNotice status={action.status} />
      <AlertDialog
        open={failure !== null}
        tone="error"
        title={t`The bonus could not be activated`}
        message={failure ?? ''}
        onConfirm={() => setFailure(null)}
      />
    </section>
  );
}
