import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { prepareFirstPaint } from './shared/i18n/index.ts';
import './app/theme/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// A zh-TW player's shell strings arrive before the first paint, so no Simplified text flashes; zh-CN waits
// for nothing. The app's modules (and their registrations) have all run by now.
void prepareFirstPaint().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
