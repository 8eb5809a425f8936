import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';

/** Used only by scripts/build.ts, which prerenders the page at build time. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
