import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';
import { SessionGate } from './session-gate';

/** The whole client: providers, then the session restore, then the routes. */
export function App() {
  return (
    <Providers>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </Providers>
  );
}
