import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';

/** Used only by scripts/prerender.ts at build time. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
