// /user/home, the player's dashboard (docs/product.md#home): header with the money actions, invite bonus, the widgets, the three
// game carousels, game entry and the agreement. The money modals come from the composition root (`modals`), each
// loaded and rendered only while open; the money hooks refresh the balances they change (not home).
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { SlotAccount } from '@wallet/api-client';
import { useSpinActive, useWallet } from '@wallet/api-client/react';
import { BalanceCard, Button, Loader, Skeleton } from '@wallet/ui-kit';
import { useAppContext } from '../../shared/app-context';
import type { DashboardModals } from '../../shared/dashboard-modals';
import type { EarlyPaintName, EarlySlotName } from '../../shared/early-paint/early-paint-declaration';
import { draftFromState } from '../../shared/form-draft';
import { LoadingDialogTakeover } from '../../shared/loading-dialog/loading-dialog';
import { REPLAY_TAP_ATTRIBUTE } from '../../shared/forms/pending-submit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { useMoney } from '../../shared/money/use-money';
import { QueryView, combinedFetchStatus, type QueryState } from '../../shared/query-view/query-view';
import { AgreementModal } from './agreement-modal';
import { DashboardWidgets, type WidgetModal } from './dashboard-widgets';
import { GameCarousels } from './game-carousels';
import type { HOME_EARLY_PAINT } from './home-early-paint';
import { HomeHeader } from './home-header';
import { InviteBonus } from './invite-bonus';
import { MoneyActions, moneyActionTap, type MoneyActionModal, type MoneyActionsProps } from './money-actions';
import { MoneyLoadingDialog } from './money-loading-dialog';
import './home.css';

// A game's actions and its account details open on a tap, not on the first screen: their code (and the money action,
// the copy button, the dialogs they bring) comes with that tap.
const GameActionsDialog = lazy(() =>
  import('./game-actions-dialog').then((m) => ({ default: m.GameActionsDialog })),
);
const SlotAccountModal = lazy(() =>
  import('./slot-account-modal').then((m) => ({ default: m.SlotAccountModal })),
);
/** The early paint's part and slots in this markup, named as its declaration names them (checked by the compiler). */
const EARLY_PART: EarlyPaintName<typeof HOME_EARLY_PAINT> = 'home-balance';
const EARLY_SLOTS = { balance: 'balance', unit: 'unit' } as const satisfies Record<
  string,
  EarlySlotName<typeof HOME_EARLY_PAINT>
>;

/** `draft`: what the same player had typed in it when their last session was refused (see form-draft.ts). */
type OpenModal = { draft?: Record<string, string> } & (
  { kind: WidgetModal } | { kind: 'transfer'; presetTo?: string }
);

/**
 * Placeholders of the final sizes, so nothing moves when the wallet arrives (CLS 0). Sized in home.css: the page is
 * prerendered, and the CSP refuses style attributes in HTML. The money actions are the real buttons, in their place:
 * they work before the wallet has arrived (each dialog reads what it needs), and before the app has started.
 */
function HomeSkeleton({ moneyActions }: { moneyActions: MoneyActionsProps }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <div className="wl-home">
      {/* The balance card itself, loading: the page's inline script writes the balance into it before the app has
          loaded (home-early-paint.ts). The facts stay a placeholder. */}
      <div className="wl-home-skeleton__header" data-early-paint={EARLY_PART}>
        <div className="wl-home-skeleton__card" aria-hidden="true">
          <BalanceCard
            title={t`Total balance`}
            amount={null}
            currency={money.unit}
            currencyCode={money.currency}
            coins={{ label: t`Coins`, value: 0 }}
            loading
            earlySlots={{
              value: EARLY_SLOTS.balance,
              unit: EARLY_SLOTS.unit,
            }}
            action={<Skeleton shape="block" className="wl-home-skeleton__refresh" />}
          />
        </div>
        <MoneyActions {...moneyActions} />
        <Skeleton shape="block" className="wl-home-skeleton__header-rest" />
      </div>
      <Skeleton shape="block" className="wl-home-skeleton__invite" />
      <Skeleton shape="block" className="wl-home-skeleton__widgets" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="wl-home-games__row">
          <Skeleton shape="text" className="wl-home-skeleton__title" />
          <Skeleton shape="block" className="wl-home-skeleton__games" />
        </div>
      ))}
    </div>
  );
}

const isMoneyAction = (kind: OpenModal['kind']): kind is MoneyActionModal =>
  kind === 'deposit' || kind === 'withdraw' || kind === 'transfer';

export function HomePage({ modals }: { modals: DashboardModals }) {
  const { t } = useLingui();
  const { session } = useAppContext();
  const wallet = useWallet();
  const { data } = wallet;
  // The middle widget (spin wheel with its coupons, or refresh) sets the widgets row's height: the dashboard shows
  // once the spin state is read too, so nothing below it moves when that answer comes later (CLS 0).
  const spin = useSpinActive();
  // The dashboard renders in the background once it has arrived (a deferred render, which React splits into slices of
  // a few ms): a slow phone keeps answering taps (the money actions are in the skeleton) while it replaces the skeleton.
  const shown = useDeferredValue(spin.isPending ? undefined : data);
  const dashboard: QueryState<NonNullable<typeof data>> = {
    data: shown,
    isPending: wallet.isPending || spin.isPending,
    isError: wallet.isError,
    error: wallet.error,
    // Offline, the page says it loads when the network is back (not an endless loader).
    fetchStatus: combinedFetchStatus([wallet, spin]),
    refetch: wallet.refetch,
  };
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [game, setGame] = useState<SlotAccount | null>(null);
  const [account, setAccount] = useState<SlotAccount | null>(null);

  // Logged in again after the server refused the session mid-form: the dialog opens again with what this player had
  // typed (not sent). The router state is taken once (adjusted during render, React's pattern for it) and cleared, so
  // neither a reload nor another player gets it again.
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const player = data?.profile._id;
  const resume = draftFromState(location.state);
  const [takenState, setTakenState] = useState<unknown>(null);
  if (resume && player && location.state !== takenState) {
    setTakenState(location.state);
    if (resume.player === player && modals[resume.dialog])
      setModal(
        resume.dialog === 'transfer'
          ? {
              kind: 'transfer',
              draft: resume.values,
              ...(resume.presetTo ? { presetTo: resume.presetTo } : {}),
            }
          : { kind: resume.dialog, draft: resume.values },
      );
  }
  const resumeTaken = resume !== null && location.state === takenState;
  useEffect(() => {
    if (resumeTaken) void navigate(here, { replace: true, state: null });
  }, [resumeTaken, navigate, here]);

  // The server's last balance sync is remembered locally (last_sync) for the next visit.
  useEffect(() => {
    if (data?.lastSync) session.setLastSync(data.lastSync);
  }, [data?.lastSync, session]);

  // One owner of the balance refresh: the money hook that moved the money (api-client), never the closing modal.
  const closeModal = () => setModal(null);
  // A closed dialog gives the focus back to the button that opened it. A money action opened from the skeleton (before
  // the wallet arrived) was opened by the skeleton's button, which the loaded page has replaced since: the loaded
  // page's same button takes the focus the dialog could not give back.
  const openedKind = modal?.kind;
  const lastOpened = useRef<OpenModal['kind'] | undefined>(undefined);
  useEffect(() => {
    const closed = lastOpened.current;
    lastOpened.current = openedKind;
    if (openedKind || !closed || !isMoneyAction(closed)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[${REPLAY_TAP_ATTRIBUTE}="${moneyActionTap(closed)}"]`)?.focus();
  }, [openedKind]);
  const moneyActions: MoneyActionsProps = { modals, onOpen: (kind) => setModal({ kind }) };
  const lastSync = data?.lastSync || session.getLastSync();
  const Transfer = modals.transfer;
  const WidgetModalComponent = modal && modal.kind !== 'transfer' ? modals[modal.kind] : undefined;
  // The latest figures of the game whose actions are open (balances change after a transfer).
  const liveGame = game ? (data?.slots.find((slot) => slot.code === game.code) ?? game) : null;

  return (
    <PageLayout width="wide" title={dashboard.data?.profile.name ?? t`Your wallet`}>
      <QueryView
        query={dashboard}
        loadingLabel={t`Loading your wallet`}
        errorTitle={t`Your wallet could not be loaded`}
        skeleton={<HomeSkeleton moneyActions={moneyActions} />}
      >
        {(loaded) => (
          <div className="wl-home">
            <HomeHeader
              wallet={loaded}
              lastSync={lastSync}
              refreshing={wallet.isFetching}
              syncedAt={wallet.dataUpdatedAt}
              action={
                <Button variant="secondary" onClick={() => void wallet.refetch()} loading={wallet.isFetching}>
                  {t`Refresh balance`}
                </Button>
              }
              moneyActions={<MoneyActions {...moneyActions} />}
            />
            <InviteBonus amount={loaded.invite.amount} />
            <DashboardWidgets modals={modals} onOpen={(kind) => setModal({ kind })} />
            <GameCarousels slots={loaded.slots} onOpenGame={setGame} />
          </div>
        )}
      </QueryView>

      <Suspense fallback={<Loader active label={t`Loading`} />}>
        {liveGame && data ? (
          <GameActionsDialog
            slot={liveGame}
            walletAmount={data.wallet.amount}
            onClose={() => setGame(null)}
            onAccount={() => {
              setAccount(liveGame);
              setGame(null);
            }}
            onTransfer={
              Transfer
                ? () => {
                    setModal({ kind: 'transfer', presetTo: liveGame.code });
                    setGame(null);
                  }
                : undefined
            }
          />
        ) : null}
        {account ? (
          <SlotAccountModal code={account.code} name={account.name} onClose={() => setAccount(null)} />
        ) : null}
      </Suspense>

      {modal ? (
        // A money action's dialog is open from the tap: its loading dialog until its code has arrived.
        <Suspense
          fallback={
            isMoneyAction(modal.kind) ? (
              <MoneyLoadingDialog modal={modal.kind} onClose={closeModal} />
            ) : (
              <Loader active label={t`Loading`} />
            )
          }
        >
          {/* The loading dialog (this app's, or the page's for a tap before the app started) gives way to it. */}
          <LoadingDialogTakeover />
          {modal.kind === 'transfer' && Transfer ? (
            <Transfer
              open
              onClose={closeModal}
              {...('presetTo' in modal && modal.presetTo ? { presetTo: modal.presetTo } : {})}
              {...(modal.draft ? { draft: modal.draft } : {})}
            />
          ) : WidgetModalComponent ? (
            <WidgetModalComponent
              open
              onClose={closeModal}
              {...(modal.draft ? { draft: modal.draft } : {})}
            />
          ) : null}
        </Suspense>
      ) : null}
      <AgreementModal player={player} held={modal !== null || game !== null || account !== null} />
    </PageLayout>
  );
}
