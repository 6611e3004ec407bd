// Bonus cards (GET /api/bonus) on their banner background, each in one of three looks (docs/product.md#bonus): current
// (the active one), already received (disabled: maxReceived reached in total, today or this week, Bangkok time), or
// clickable (GET /api/bonus/activate/{code}, one request per tap; the cards reload and the card becomes current).
import { useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActivateBonus, useBonuses } from '@wallet/api-client/react';
import { bonusLook, isSafeUrl, type BonusLook } from '@wallet/domain';
import { AlertDialog, Button, SanitizedHtml, Skeleton, useToast } from '@wallet/ui-kit';
import { formatCount, pluralForm } from '../../i18n/format-count';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { QueryView } from '../../shared/query-view/query-view';
import { useErrorText } from '../../shared/use-error-text';

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

export function BonusCards() {
  const { t } = useLingui();
  const bonuses = useBonuses();
  const activate = useActivateBonus();
  const errorText = useErrorText();
  const toast = useToast();
  const ruleText = useRuleText();
  const [failure, setFailure] = useState<string | null>(null);
  const action = useMoneyAction({
    mutation: activate,
    onSuccess: (_answer, input) => toast.success(t`Bonus ${input.code} activated`),
    onFailure: (error) => setFailure(errorText(error)),
  });
  // The look depends on the clock (today, this week in Bangkok time): taken when the cards were read, so a card
  // and its look always belong to the same moment (the cards are read again after every activation or cancel).
  const now = bonuses.dataUpdatedAt;

  return (
    <section className="wl-bonus__cards-section" aria-labelledby="wl-bonus-cards-title">
      <h2 id="wl-bonus-cards-title" className="wl-bonus__heading">
        <Trans>Bonuses</Trans>
      </h2>
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
        {(data) => (
          <ul className="wl-bonus__cards">
            {data.bonuses.map((bonus, index) => {
              const look: BonusLook = bonusLook(bonus, now);
              const banner = bonus.banners[0];
              const titleId = `wl-bonus-card-${bonus.code}`;
              return (
                <li key={bonus.code} className={`wl-bonus-card wl-bonus-card--${look}`}>
                  <article aria-labelledby={titleId} className="wl-bonus-card__body">
                    {banner?.image && isSafeUrl(banner.image) ? (
                      <img
                        className="wl-bonus-card__background"
                        src={banner.image}
                        alt=""
                        width={300}
                        height={180}
                        // The first card is on screen at once (the page's largest paint): its banner is asked for as
                        // soon as it renders, not after a layout pass; the others load as they scroll near.
                        loading={index === 0 ? 'eager' : 'lazy'}
                        decoding="async"
                      />
                    ) : null}
                    <div className="wl-bonus-card__content">
                      <h3 id={titleId} className="wl-bonus-card__title">
                        {bonus.code}
                      </h3>
                      {banner?.html ? (
                        <SanitizedHtml html={banner.html} className="wl-bonus-card__html" />
                      ) : null}
                      <p className="wl-bonus-card__rule">{ruleText(bonus)}</p>
                      {look === 'current' ? (
                        <p className="wl-bonus-card__state" aria-current="true">
                          <Trans>Current bonus</Trans>
                        </p>
                      ) : look === 'exhausted' ? (
                        <Button variant="secondary" disabled aria-label={t`${bonus.code}: already received`}>
                          <Trans>Already received</Trans>
                        </Button>
                      ) : (
                        <Button
                          loading={action.pending && activate.variables?.code === bonus.code}
                          aria-label={t`Activate ${bonus.code}`}
                          onClick={() => void action.confirm({ code: bonus.code })}
                        >
                          <Trans>Activate</Trans>
                        </Button>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
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
