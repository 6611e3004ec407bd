// The three game carousels of home (docs/product.md#games): slot, sport plus casino, lotto (by category), three
// slides visible in a 211 px high frame, an empty state per category. An active card opens the game's actions
// (play, transfer and play, transfer, account); an inactive one is opened with the activate call, then the account
// details are fetched and the card turns active without a reload.
import { useDeferredValue, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { SlotAccount } from '@wallet/api-client';
import { getQueryOptions, useActivateGameAccount, useApiClient } from '@wallet/api-client/react';
import { ftAmount, hasFtMultiplier } from '@wallet/domain';
import { Carousel, EmptyState, GAME_CAROUSEL, GameCard, Skeleton } from '@wallet/ui-kit';
import { AlertDialog } from '../../shared/alert-dialog/lazy-alert-dialog';
import { useErrorText } from '../../shared/use-error-text';
import { useMoney } from '../../shared/money/use-money';

type Category = SlotAccount['category'];
const CATEGORIES: readonly Category[] = ['slot', 'sport', 'lotto'];

export interface GameCarouselsProps {
  slots: readonly SlotAccount[];
  onOpenGame: (slot: SlotAccount) => void;
}

/** Opens a game account: activate, then fetch its details; busy and error per card. */
function useActivation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const activate = useActivateGameAccount();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (code: string) => {
    if (busy !== null) return;
    setBusy(code);
    try {
      await activate.mutateAsync(code);
      await queryClient.fetchQuery(
        getQueryOptions(api, '/api/wallet/account/{code}', { params: { path: { code } } }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return { run, busy, failure, clearFailure: () => setFailure(null) };
}

export function GameCarousels({ slots, onOpenGame }: GameCarouselsProps) {
  const { t } = useLingui();
  const amounts = useMoney();
  const errorText = useErrorText();
  const activation = useActivation();
  // The cards are most of home's nodes: they render in a background pass (interruptible, no long task) after the
  // balance above has painted; until then each row holds a placeholder of the carousel's height.
  const shown = useDeferredValue<readonly SlotAccount[] | null>(slots, null);
  const titles: Record<Category, string> = {
    slot: t`Slot games`,
    sport: t`Sport and casino`,
    lotto: t`Lotto`,
  };
  return (
    <div className="wl-home-games">
      {CATEGORIES.map((category) => {
        const games = shown?.filter((slot) => slot.category === category) ?? [];
        const headingId = `wl-home-games-${category}`;
        return (
          // The row's carousel is the region (named like the heading); an empty row is a heading and its state.
          <div key={category} className="wl-home-games__row" aria-busy={shown === null || undefined}>
            <h2 id={headingId} className="wl-home-games__title">
              {titles[category]}
            </h2>
            {shown === null ? (
              <Skeleton shape="block" className="wl-home-skeleton__games" />
            ) : games.length === 0 ? (
              <div className="wl-home-games__empty" style={{ minHeight: GAME_CAROUSEL.height }}>
                <EmptyState headingLevel={3} title={t`No games here yet`} />
              </div>
            ) : (
              <Carousel
                label={titles[category]}
                items={games}
                getKey={(slot) => slot.code}
                slidesPerView={GAME_CAROUSEL.visibleSlides}
                minSlideWidth={GAME_CAROUSEL.minSlideWidth}
                height={GAME_CAROUSEL.height}
                renderSlide={(slot) => (
                  <GameCard
                    name={slot.name}
                    logo={slot.logo}
                    background={slot.background}
                    isActive={slot.isActive}
                    amount={slot.amount}
                    currency={amounts.unit}
                    currencyCode={amounts.currency}
                    openAccountLabel={t`Activate`}
                    busy={activation.busy === slot.code}
                    extra={
                      hasFtMultiplier(slot.ftWalletSlot)
                        ? t`FT credit ${amounts.figure(ftAmount(slot))}`
                        : undefined
                    }
                    onSelect={() => (slot.isActive ? onOpenGame(slot) : void activation.run(slot.code))}
                  />
                )}
              />
            )}
          </div>
        );
      })}
      <AlertDialog
        open={activation.failure !== null}
        tone="error"
        title={t`The game account was not opened`}
        message={activation.failure !== null ? errorText(activation.failure) : undefined}
        onConfirm={activation.clearFailure}
      />
    </div>
  );
}
