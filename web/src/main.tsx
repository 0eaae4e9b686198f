import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './shell/App';
import { readState } from './ssr/state';
import { hydrationSwr } from './ssr/hydration';

const root = document.getElementById('root')!;
// A server-rendered public page (web/server/ssr.ts) is hydrated with the data it was rendered with; any other
// page is rendered here.
const state = readState(document);
if (state && root.firstChild) {
  hydrateRoot(
    root,
    <StrictMode>
      <App swr={hydrationSwr(state)} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
