/**
 * /m/redRain: the red envelope rain as a timed mini-event: a 3 s get-ready countdown, 20 s of
 * envelopes falling (tap to catch), then the result. The platform has no red-envelope endpoint yet,
 * so the points are shown but not credited (docs/decisions/member-center.md). Reduced motion:
 * envelopes appear in place instead of falling; the rain can be paused (WCAG 2.2.2). The points roll
 * up on the kit's JackpotRoller (transforms only; static under reduced motion).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button, JackpotRoller, useCountdown } from '@lobby/ui-kit';
import { formatInteger } from '../../i18n/index.ts';
import { Card, CardTitle, Muted, Row, Screen, Strong } from '../shared/layout.tsx';
import { rainSchedule, rainTiming, totalPoints, visibleEnvelopes } from './redRainRules.ts';
import { theme } from '@lobby/tokens';
import { GatedPage } from '../shared/GatedPage.tsx';

type Phase = 'ready' | 'countdown' | 'rain' | 'done';

const fall = keyframes`
  from { transform: translateY(-20%); }
  to { transform: translateY(calc(var(--field-height) * 1px)); }
`;
const Field = styled.div`
  position: relative;
  height: 60dvh;
  overflow: hidden;
  border-radius: ${theme.radius.xl};
  background: ${theme.color.bg.sunken};
  touch-action: manipulation;
`;
const EnvelopeButton = styled.button`
  position: absolute;
  top: 0;
  left: var(--x);
  width: calc(${theme.size.touch} * 1.2);
  height: calc(${theme.size.touch} * 1.5);
  border: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.danger};
  color: ${theme.color.fg.onAccent};
  font-weight: ${theme.font.weight.bold};
  box-shadow: ${theme.shadow.raised};
  cursor: pointer;
  animation: ${fall} var(--fall) linear forwards;
  &[data-paused='true'] {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    top: var(--y);
  }
`;
const Big = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.bold};
`;

export function RedRainGame() {
  const { t } = useTranslation('member');
  const [phase, setPhase] = useState<Phase>('ready');
  const [seed, setSeed] = useState(() => Date.now());
  const [deadline, setDeadline] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [caught, setCaught] = useState<ReadonlySet<number>>(new Set());
  const [paused, setPaused] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const schedule = useMemo(() => rainSchedule(seed), [seed]);
  const left = useCountdown(deadline);

  // The get-ready countdown ends the moment the kit's countdown reaches 0.
  useEffect(() => {
    if (phase === 'countdown' && left === 0) {
      setPhase('rain');
      setElapsed(0);
    }
  }, [phase, left]);

  // The rain's clock: a frame loop from a start time, so a slow frame never stretches the event.
  useEffect(() => {
    if (phase !== 'rain' || paused) return;
    const startedAt = performance.now() - elapsed;
    let raf = 0;
    const tick = () => {
      const now = performance.now() - startedAt;
      if (now >= rainTiming.rainSeconds * 1000) {
        setElapsed(rainTiming.rainSeconds * 1000);
        setPhase('done');
        return;
      }
      setElapsed(now);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- elapsed is the resume point only
  }, [phase, paused]);

  const start = () => {
    setSeed(Date.now());
    setCaught(new Set());
    setPaused(false);
    setDeadline(Date.now() + rainTiming.countdownSeconds * 1000);
    setPhase('countdown');
  };
  const points = totalPoints(schedule, caught);
  const height = fieldRef.current?.clientHeight ?? 500;
  const secondsLeft = Math.max(0, Math.ceil(rainTiming.rainSeconds - elapsed / 1000));

  return (
    <Screen data-testid="red-rain" data-phase={phase}>
      <Card>
        <Row>
          <CardTitle>{t('rain.title')}</CardTitle>
          {phase === 'rain' && <Strong aria-live="off">{t('rain.secondsLeft', { seconds: secondsLeft })}</Strong>}
        </Row>
        <div data-testid="rain-points">
          <JackpotRoller value={points} label={t('rain.points')} />
        </div>
      </Card>
      {phase === 'ready' && (
        <Card>
          <Muted>{t('rain.rules', { seconds: rainTiming.rainSeconds })}</Muted>
          <Muted>{t('rain.notCredited')}</Muted>
          <Button block onClick={start} data-testid="rain-start">
            {t('rain.start')}
          </Button>
        </Card>
      )}
      {phase === 'countdown' && (
        <Card>
          <Big aria-live="assertive" data-testid="rain-countdown">
            {left}
          </Big>
        </Card>
      )}
      {phase === 'rain' && (
        <>
          <Field ref={fieldRef} style={{ ['--field-height' as string]: String(height) }} data-testid="rain-field">
            {visibleEnvelopes(schedule, elapsed, caught).map((e) => (
              <EnvelopeButton
                key={e.id}
                type="button"
                data-paused={paused}
                aria-label={t('rain.catch', { points: e.points })}
                style={{
                  ['--x' as string]: `${e.x}%`,
                  ['--y' as string]: `${(e.id * 37) % 80}%`,
                  ['--fall' as string]: `${e.fallMs}ms`,
                }}
                onPointerDown={() => setCaught((c) => new Set(c).add(e.id))}
                onClick={() => setCaught((c) => new Set(c).add(e.id))}
              >
                {e.points}
              </EnvelopeButton>
            ))}
          </Field>
          <Button variant="secondary" block onClick={() => setPaused(!paused)}>
            {paused ? t('rain.resume') : t('rain.pause')}
          </Button>
        </>
      )}
      {phase === 'done' && (
        <Card data-testid="rain-result">
          <CardTitle>{t('rain.result', { count: caught.size })}</CardTitle>
          <Big>{formatInteger(points)}</Big>
          <Muted>{t('rain.notCredited')}</Muted>
          <Button block onClick={start}>
            {t('rain.again')}
          </Button>
        </Card>
      )}
    </Screen>
  );
}

/** Route 'redRain' (docs/product/agent.md#team-screens). */
export default function RedRainPage() {
  return <GatedPage>{() => <RedRainGame />}</GatedPage>;
}
