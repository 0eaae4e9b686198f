import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TableHead } from '../../../ui/table';
import {
  CONFETTI_MS,
  SPIN_DURATION,
  WHEEL_EXPECTED_LIKES,
  canSpin,
  wheelOdds,
  wheelRotationFor,
} from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, ErrorState, Skeleton } from '../../../ui';
import { holdBalance } from '../../../shared/balance-hold/balanceHold';
import { formatLikes } from '../../../ui/format';
import { useSpin, useSpinChances } from '../api';
import { Confetti } from './Confetti';
import { Wheel } from './Wheel';

/** SPEC §9 spin duration value 1: one second of spin per unit, at least. */
const SPIN_MS = Math.max(1, SPIN_DURATION) * 2400;
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * Spin the wheel tab (SPEC §2/§4, DESIGN §5): Spin asks the server, which draws the segment and consumes a
 * chance; the wheel then turns to the server's segment and shows 'You won N Credits' (and "+N likes", the
 * wallet's word) with confetti for 5 s. The header's balance is held until the wheel stops: the result and the
 * new balance appear together.
 */
export function SpinTab() {
  const chances = useSpinChances();
  const { spin, busy } = useSpin();
  // At rest the pointer sits on the middle of segment 0.
  const [rotation, setRotation] = useState(() => wheelRotationFor(0, 0));
  const [phase, setPhase] = useState<'idle' | 'asking' | 'spinning' | 'won'>('idle');
  const [won, setWon] = useState<{ likes: number; segmentIndex: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const timers = useRef<number[]>([]);
  const release = useRef<(() => void) | null>(null);
  const releaseBalance = () => {
    release.current?.();
    release.current = null;
  };
  useEffect(
    () => () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      release.current?.();
    },
    [],
  );

  const chancesLeft = chances.data?.chancesLeft ?? 0;
  const spinning = phase === 'asking' || phase === 'spinning';

  function animateTo(segmentIndex: number, likes: number) {
    setPhase('spinning');
    setRotation((prev) => {
      const base = prev - (prev % 360);
      return base + wheelRotationFor(segmentIndex);
    });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    timers.current.push(
      window.setTimeout(
        () => {
          setWon({ likes, segmentIndex });
          setPhase('won');
          releaseBalance();
          void chances.mutate();
          timers.current.push(window.setTimeout(() => setPhase('idle'), CONFETTI_MS));
        },
        reduced ? 0 : SPIN_MS,
      ),
    );
  }

  async function onSpin() {
    setError(null);
    setWon(null);
    setPhase('asking');
    releaseBalance();
    release.current = holdBalance();
    try {
      const won = await spin();
      animateTo(won.segmentIndex, won.likes);
    } catch (err) {
      releaseBalance();
      setPhase('idle');
      setError(errorMessage(err));
      void chances.mutate();
    }
  }

  return (
    <Wrap>
      {phase === 'won' && <Confetti />}
      <Wheel
        rotation={rotation}
        durationMs={SPIN_MS}
        stoppedAt={phase === 'won' ? (won?.segmentIndex ?? null) : null}
      />
      <Status role="status" aria-live="polite">
        {phase === 'won' && won ? (
          <>
            <Won data-testid="spin-result">You won {won.likes} Credits</Won>
            <WonLikes data-testid="spin-result-likes">+{formatLikes(won.likes)} in your wallet</WonLikes>
          </>
        ) : phase === 'spinning' || phase === 'asking' ? (
          <span>Spinning…</span>
        ) : null}
      </Status>
      {chances.error && !chances.data ? (
        <ErrorState message={errorMessage(chances.error)} onRetry={() => void chances.mutate()} />
      ) : (
        <Row>
          <span data-testid="spin-chances">
            {chances.data ? (
              <>
                <strong>{chancesLeft}</strong> {chancesLeft === 1 ? 'chance' : 'chances'} left
              </>
            ) : (
              <Skeleton $h="18px" $w="110px" />
            )}
          </span>
          <Button
            type="button"
            onClick={() => void onSpin()}
            disabled={!chances.data || !canSpin(chancesLeft, 0) || spinning || busy}
            aria-busy={spinning}
            data-testid="spin-button"
          >
            {spinning ? 'Spinning…' : 'Spin'}
          </Button>
        </Row>
      )}
      {error && (
        <Err role="alert" data-testid="spin-error">
          {error}
        </Err>
      )}
      {chances.data && chancesLeft < 1 && phase === 'idle' && (
        <Hint>Invite a friend or earn a star to get another spin.</Hint>
      )}
      <Odds>
        <summary>Odds and expected value</summary>
        <p>The server draws one of 12 equal segments at random (1 in 12 each).</p>
        <table>
          <TableHead columns={['Credits', 'Segments', 'Chance']} />
          <tbody>
            {wheelOdds().map((o) => (
              <tr key={o.likes}>
                <td>{o.likes}</td>
                <td>{o.segments}</td>
                <td>{pct(o.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p data-testid="wheel-ev">Expected value: {WHEEL_EXPECTED_LIKES.toFixed(2)} credits per spin.</p>
      </Odds>
      <Button
        type="button"
        $variant="ghost"
        $small
        onClick={() => setShowHistory((v) => !v)}
        aria-expanded={showHistory}
      >
        {showHistory ? 'Hide spin history' : 'Show spin history'}
      </Button>
      {showHistory && (
        <History data-testid="spin-history">
          {(chances.data?.spins ?? []).length === 0 ? (
            <li>No spins yet.</li>
          ) : (
            chances.data!.spins.map((s) => (
              <li key={s.id}>
                <span>{new Date(s.createdAt).toLocaleString()}</span>
                <strong>+{s.likes}</strong>
              </li>
            ))
          )}
        </History>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  display: grid;
  gap: 10px;
`;
const Status = styled.div`
  min-height: 28px;
  text-align: center;
  font-weight: 700;
`;
const Won = styled.span`
  font-size: 20px;
  color: ${({ theme }) => theme.colors.success};
`;
const WonLikes = styled.span`
  display: block;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
const Err = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
const Odds = styled.details`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 2px 4px;
  }
`;
const History = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 160px;
  overflow: auto;
  font-size: 14px;
  li {
    display: flex;
    justify-content: space-between;
    padding: 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
