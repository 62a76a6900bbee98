import { Providers } from './providers';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

/** The whole client: providers, then the session restore, then the routes. */
export function App() {
  return (
    <Providers>
      <SessionGate>
        <AppRouter />
      </SessionGate>
    </Providers>
  );
}
