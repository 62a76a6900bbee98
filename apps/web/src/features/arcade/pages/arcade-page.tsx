import { useSearchParams } from 'react-router';
import { ArcadeHub } from '../components/arcade-hub';
import { GamePlay } from '../components/game-play';

/** /playgame: the arcade, or with ?game=N one game's round. */
export function ArcadePage() {
  const [params] = useSearchParams();
  const game = Number(params.get('game'));
  return Number.isInteger(game) && game > 0 ? <GamePlay key={game} gameId={game} /> : <ArcadeHub />;
}
