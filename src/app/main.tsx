/**
 * Start-up (spec 02 section 2): settings first. If they cannot be loaded the portal does not
 * start; the error is logged and a plain message replaces the blank page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSettings } from './settings/settings';
import './styles.css';

const root = document.getElementById('root')!;

function showStartFailure() {
  root.innerHTML = '';
  const message = document.createElement('div');
  message.className = 'start-failure';
  message.setAttribute('role', 'alert');
  message.innerHTML =
    '<h1>We can\u2019t load the application right now</h1><p>Please check your connection and reload the page. If this keeps happening, call us and we\u2019ll help you apply.</p>';
  root.append(message);
}

try {
  const settings = await loadSettings();
  const { App } = await import('./App');
  createRoot(root).render(
    <StrictMode>
      <App settings={settings} />
    </StrictMode>,
  );
} catch (error) {
  console.error('The portal could not start: settings.json failed to load.', error);
  showStartFailure();
}
