import { artOf, gameById, type TMathMoment, type TRoundSaved, type TRoundStarted } from '@clearsheets/shared';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { useImmersive } from '../../../lib/immersive';
import { PATHS } from '../../../lib/route-access';
import { arcadeKeys, badgeQueryOptions, startRound, submitRound } from '../api/arcade-api';
import type { GameDefinition, RoundResult } from '../games/types';
import { useArcadeT } from '../i18n';
import { exitGameFullscreen, requestGameFullscreen } from '../lib/game-fullscreen';
import { rememberGame } from '../lib/game-url';
import { useProblemText } from '../lib/use-arcade-action';
import { GameRanks } from './game-ranks';
import { BackIcon, SoundIcon } from './game-toolbar-icons';
import { MathMomentModal } from './math-moment-modal';
import './game-play.css';

type Phase =
  | { kind: 'starting' }
  | { kind: 'refused'; message: string }
  | { kind: 'playing'; round: TRoundStarted; game: GameDefinition }
  | { kind: 'result'; result: RoundResult; saved: TRoundSaved | null; error: string | null };

/** One game on /playgame?game=N: a round started on the server, played on a canvas, its score saved once. */
export function GamePlay({ gameId }: { gameId: number }) {
  const t = useArcadeT();
  const problem = useProblemText();
  const client = useQueryClient();
  const info = gameById(gameId);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(false);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const [moment, setMoment] = useState<TMathMoment | null>(null);
  const answerRef = useRef<((right: boolean) => void) | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The creature card the student takes into games (the spec's card id), remembered with the game.
  const cardId = useQuery(badgeQueryOptions()).data?.cardItem ?? null;
  const cardRef = useRef(cardId);
  cardRef.current = cardId;

  // Start a round (again on "Play again"); the game's code loads only here, never in the first load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round per game and per "Play again" only
  useEffect(() => {
    let cancelled = false;
    setPhase({ kind: 'starting' });
    (async () => {
      try {
        const [round, { loadGame }] = await Promise.all([startRound(gameId), import('../games/registry')]);
        const game = await loadGame(gameId);
        if (cancelled) return;
        if (!game) setPhase({ kind: 'refused', message: t('play.unknown') });
        else setPhase({ kind: 'playing', round, game });
      } catch (error) {
        if (!cancelled) setPhase({ kind: 'refused', message: problem(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [gameId, attempt]);

  const finish = async (round: TRoundStarted, result: RoundResult) => {
    rememberGame(gameId, 'result', null);
    setPhase({ kind: 'result', result, saved: null, error: null });
    try {
      const saved = await submitRound(round.round, result.score, result.won);
      setPhase({ kind: 'result', result, saved, error: null });
    } catch (error) {
      setPhase({ kind: 'result', result, saved: null, error: problem(error) });
    }
    void client.invalidateQueries({ queryKey: arcadeKeys.all });
  };
  // The mounted game calls the latest `finish` (it closes over this render's helpers).
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // Mount the game on the canvas while playing; stop it when the round ends or the page closes.
  const playing = phase.kind === 'playing' ? phase : null;
  useEffect(() => {
    if (!playing || !canvasRef.current) return;
    let stop: (() => void) | undefined;
    let used = 0;
    let alive = true;
    rememberGame(gameId, 'playing', cardRef.current);
    import('../games/stage').then(({ mountGame }) => {
      if (!alive || !canvasRef.current) return;
      const card = artOf(cardRef.current);
      stop = mountGame(canvasRef.current, playing.game, {
        seed: playing.round.seed,
        card: card && { color: card.color, accent: card.accent ?? '#ffffff' },
        muted: () => mutedRef.current,
        askMath: () =>
          new Promise<boolean>((resolve) => {
            const next = playing.round.mathMoments[used++ % playing.round.mathMoments.length];
            if (!next) return resolve(false);
            answerRef.current = resolve;
            setMoment(next);
          }),
        onFinish: (result) => void finishRef.current(playing.round, result),
      });
      canvasRef.current.focus();
    });
    return () => {
      alive = false;
      stop?.();
    };
  }, [playing, gameId]);

  // On a phone the round takes the whole screen: the header and the title fold away while it plays (and come
  // back with the result or on leaving), and the fullscreen the Play tap asked for ends with it.
  const isPlaying = phase.kind === 'playing';
  useImmersive(isPlaying);
  useEffect(() => {
    if (isPlaying) return exitGameFullscreen;
  }, [isPlaying]);

  if (!info) return <Alert color="red">{t('play.unknown')}</Alert>;
  const muteLabel = muted ? t('play.unmute') : t('play.mute');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" className="cs-game-head">
        <Title order={1} className="cs-game-title">
          {info.name}
        </Title>
        <Group gap="sm" className="cs-game-tools">
          <Button
            variant="default"
            radius="xl"
            onClick={() => setMuted((m) => !m)}
            aria-pressed={muted}
            aria-label={muteLabel}
            leftSection={<SoundIcon muted={muted} />}
          >
            <span className="cs-game-tool-label">{muteLabel}</span>
          </Button>
          <Button
            component={Link}
            to={PATHS.studentArcade}
            variant="default"
            radius="xl"
            aria-label={t('play.back')}
            leftSection={<BackIcon />}
          >
            <span className="cs-game-tool-label">{t('play.back')}</span>
          </Button>
        </Group>
      </Group>
      {phase.kind === 'starting' && <LoadingBlock lines={3} height={48} />}
      {phase.kind === 'refused' && (
        <Alert color="orange" variant="light" c="orange.9" role="alert" title={info.name}>
          {phase.message}
        </Alert>
      )}
      {phase.kind === 'playing' && (
        <>
          {phase.round.usedToken && (
            <Text size="sm" c="dimmed" className="cs-game-note">
              {t('play.tokenUsed')}
            </Text>
          )}
          <Text size="sm" className="cs-game-portrait-hint">
            {t('play.portrait')}
          </Text>
          <div className="cs-game-stage">
            <div className="cs-game-frame">
              <canvas
                ref={canvasRef}
                className="cs-game-canvas"
                tabIndex={0}
                aria-label={t('play.canvas', { name: info.name, keyboard: phase.game.controls.keyboard })}
              />
            </div>
          </div>
          <Paper withBorder radius="lg" p="sm" className="cs-game-controls">
            <Text fw={700}>{t('play.controls')}</Text>
            <Text size="sm">{t('play.keyboard', { text: phase.game.controls.keyboard })}</Text>
            <Text size="sm">{t('play.touch', { text: phase.game.controls.touch })}</Text>
          </Paper>
        </>
      )}
      {phase.kind === 'result' && (
        <Paper withBorder radius="xl" p="xl">
          <Stack align="center" ta="center" gap="xs">
            <Stack align="center" gap="xs" role="status" aria-live="polite">
              <Title order={2}>{phase.result.won ? t('play.won') : t('play.result')}</Title>
              <Text fz={32} fw={800}>
                {t('play.score', { score: phase.result.score })}
              </Text>
              {phase.saved ? (
                <Text fw={700} c="teal.9">
                  {phase.saved.newBest ? t('play.newBest') : t('play.saved', { best: phase.saved.best })}
                </Text>
              ) : phase.error ? (
                <Text c="red.9">{phase.error}</Text>
              ) : (
                <Text c="dimmed">{t('play.saving')}</Text>
              )}
            </Stack>
            <Button
              radius="xl"
              size="lg"
              mt="sm"
              onClick={() => {
                requestGameFullscreen();
                setAttempt((a) => a + 1);
              }}
            >
              {t('play.again')}
            </Button>
          </Stack>
          <GameRanks gameId={gameId} />
        </Paper>
      )}
      <MathMomentModal
        moment={moment}
        onDone={(right) => {
          setMoment(null);
          answerRef.current?.(right);
          answerRef.current = null;
        }}
      />
    </Stack>
  );
}
