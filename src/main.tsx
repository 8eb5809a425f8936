import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/index.css';

// The HTML is prerendered at build time (scripts/prerender.ts): React only attaches to it.
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App />
  </StrictMode>,
);
