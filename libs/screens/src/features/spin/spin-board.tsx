// The wheel of /user/spin (docs/product.md#spin): the tap starts the wheel at once, one POST /api/spinwheel/spin
// per tap through the money-action mechanism, the wheel lands on the server's slice, and the prize modal opens
// PRIZE_MODAL_DELAY_MS later (at once with reduced motion) while the wheel resets.
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { nextSpinPhase, prizeModalDelayMs, wholeCoins, type SpinEvent, type SpinPhase } from '@wallet/domain';
import type { SpinResult, SpinWheel as WheelData } from '@wallet/api-client';
import { useSpin } from '@wallet/api-client/react';
import {
  SpinWheelView,
  type RestDetail,
  type WheelMessages,
  type WheelSlice,
} from '@wallet/spin-wheel/react';
import type { SpinWheel as WheelHandle } from '@wallet/spin-wheel';
import { AlertDialog } from '../../shared/alert-dialog/lazy-alert-dialog';
import { isOutcomeUnknown } from '../../shared/money/money-action-state';
import { useMoneyAction } from '../../shared/money/use-money-action';
import { UnknownResultNotice } from '../../shared/money/unknown-result-notice';
import { useRefusalText } from '../../shared/refusal-text';
import { useReplayedTap } from '../../shared/forms/pending-submit';
import { SPIN_BUTTON_CLASS, SPIN_TAP, useSpinButtonText } from './spin-button';
import { SpinPrizeModal } from './lazy-spin-prize-modal';
import { useReducedMotion } from './use-reduced-motion';

/** The server answered but did not start a spin (success false); its code picks the alert text. */
class SpinRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The tap came while the previous spin's result was still being re-read: no request was sent. */
const IGNORED = new Error('spin ignored');

/** The tap came while a spin was still running or its prize still to be shown: no request was sent. */
const BLOCKED = new Error('spin blocked');

/** One spin costs one coin; every tap sends the same input, so a retry after an unknown result reuses its key. */
const SPIN_INPUT = { spin: 1 } as const;

interface Answer {
  resolve: (code: string) => void;
  reject: (error: unknown) => void;
}

export interface SpinBoardProps {
  wheel: WheelData;
  coins: number;
  /** Reloads the setup (coins and slices); called when the prize modal closes. */
  onReload: () => void;
}

export function SpinBoard({ wheel, coins: serverCoins, onReload }: SpinBoardProps) {
  const { t } = useLingui();
  const spinButtonText = useSpinButtonText();
  const refusalText = useRefusalText();
  const reducedMotion = useReducedMotion();
  const spin = useSpin();
  const reasonId = useId();
  // The imperative wheel, once the component has created it (reset after the prize, the button's description).
  const [wheelHandle, setWheelHandle] = useState<WheelHandle | null>(null);
  const wheelRef = useRef<WheelHandle | null>(null);
  useEffect(() => {
    wheelRef.current = wheelHandle;
  }, [wheelHandle]);
  const answer = useRef<Answer | null>(null);
  // One paid spin per tap until its prize dialog is closed: set on the tap that sends, cleared when the prize
  // dialog closes or the spin ends without a prize. A tap while it is set (e.g. between the wheel stopping and the
  // prize dialog opening, when the wheel's own button accepts taps again) sends nothing.
  const spinLock = useRef(false);
  const prizeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [phase, dispatch] = useReducer(
    (current: SpinPhase, event: SpinEvent) => nextSpinPhase(current, event),
    'idle',
  );
  const [prize, setPrize] = useState<WheelSlice | null>(null);
  const [failure, setFailure] = useState<ReactNode | null>(null);
  // Coins from the spin's answer until the setup is reloaded (after the prize modal).
  const [spent, setSpent] = useState<{ from: number; left: number } | null>(null);
  const coins = spent && spent.from === serverCoins ? spent.left : wholeCoins(serverCoins);

  const settleAnswer = (settle: (pending: Answer) => void) => {
    const pending = answer.current;
    answer.current = null;
    if (pending) settle(pending);
  };

  const action = useMoneyAction<object, SpinResult, typeof SPIN_INPUT>({
    mutation: spin,
    // The spin sends no body: SPIN_INPUT only names the confirm (a retry of it reuses its key).
    toInput: () => ({}),
    onSuccess: (result) => {
      if (result.success) {
        setSpent({ from: serverCoins, left: wholeCoins(result.result.remainingCoin) });
        settleAnswer((pending) => pending.resolve(result.result.code));
      } else {
        settleAnswer((pending) => pending.reject(new SpinRefused(result.error)));
      }
    },
    onFailure: (error) => settleAnswer((pending) => pending.reject(error)),
    onUnknown: (error) => settleAnswer((pending) => pending.reject(error)),
  });
  const { confirm } = action;

  // The wheel calls this on the tap (it ignores taps while spinning or without coins) and turns until it settles.
  const onSpin = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        if (spinLock.current) {
          reject(BLOCKED);
          return;
        }
        spinLock.current = true;
        const mine: Answer = { resolve, reject };
        answer.current = mine;
        void confirm(SPIN_INPUT).then(() => {
          if (answer.current !== mine) return;
          answer.current = null;
          spinLock.current = false;
          reject(IGNORED);
        });
      }),
    [confirm],
  );

  const onRest = useCallback(
    (detail: RestDetail) => {
      if (detail.outcome === 'landed' && detail.slice) {
        dispatch({ type: 'stopped' });
        const slice = detail.slice;
        prizeTimer.current = setTimeout(() => {
          prizeTimer.current = null;
          dispatch({ type: 'prizeDue' });
          setPrize(slice);
          wheelRef.current?.reset();
        }, prizeModalDelayMs(reducedMotion));
        return;
      }
      const error = detail.error;
      // A blocked tap leaves the running spin (and its prize still to come) as it is.
      if (error === BLOCKED) return;
      spinLock.current = false;
      dispatch({ type: 'failed' });
      if (error === IGNORED || error === undefined) return;
      // No answer at all: the unknown-result notice says so (balances are being re-read), no second alert.
      if (error instanceof SpinRefused || !isOutcomeUnknown(error)) setFailure(refusalText(error));
    },
    [refusalText, reducedMotion],
  );
  useEffect(
    () => () => {
      if (prizeTimer.current !== null) clearTimeout(prizeTimer.current);
    },
    [],
  );

  const messages = useMemo<WheelMessages>(
    () => ({
      spinButton: spinButtonText,
      wheel: t`Prize wheel: ${wheel.name}`,
      spinning: t`The wheel is spinning…`,
      result: (slice) => t`The wheel stopped on ${slice.label}`,
      failed: t`The wheel stopped without a prize.`,
    }),
    [t, wheel.name, spinButtonText],
  );

  // Spin tapped on the prerendered page before the app started: the wheel's own button, which took the early
  // one's place, is tapped once (as the player's tap: no coins, no spin).
  const replayTap = useMemo(() => (wheelHandle ? () => wheelHandle.button.click() : null), [wheelHandle]);
  useReplayedTap(SPIN_TAP, replayTap);

  // The wheel's own button is aria-disabled at 0 coins; the reason is said beside it and read with it.
  const noCoins = coins <= 0;
  useEffect(() => {
    const button = wheelHandle?.button;
    if (!button) return;
    if (noCoins) button.setAttribute('aria-describedby', reasonId);
    else button.removeAttribute('aria-describedby');
  }, [wheelHandle, noCoins, reasonId]);

  const closePrize = () => {
    spinLock.current = false;
    setPrize(null);
    dispatch({ type: 'prizeClosed' });
    onReload();
  };

  return (
    <div className="wl-spin__board" data-phase={phase}>
      <SpinWheelView
        ref={setWheelHandle}
        className="wl-spin__wheel"
        slices={wheel.slice}
        coins={coins}
        onSpin={onSpin}
        onSpinStart={() => dispatch({ type: 'spin', coins })}
        onRest={onRest}
        messages={messages}
        buttonClassName={SPIN_BUTTON_CLASS}
      />
      {noCoins ? (
        <p id={reasonId} className="wl-spin__reason">
          <Trans>You have no coins left. You get coins with your deposits.</Trans>
        </p>
      ) : null}
      <UnknownResultNotice status={action.status} />
      <SpinPrizeModal
        open={prize !== null}
        label={prize?.label ?? ''}
        wheelName={wheel.name}
        onClose={closePrize}
      />
      <AlertDialog
        open={failure !== null}
        tone="error"
        title={t`The wheel could not spin`}
        message={failure}
        onConfirm={() => setFailure(null)}
      />
    </div>
  );
}
