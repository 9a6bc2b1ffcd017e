/**
 * Start-up (spec 02 section 2): settings first. If they cannot be loaded the portal does not
 * start; the error is logged and a plain message with a reload button replaces the blank page.
 * The same happens when the app's own code does not arrive (120-second limit). This module stays
 * small (React DOM and the rest come with the app): the browser runs it, and starts the reads
 * below, as soon as it arrives.
 */
import products from '../generated/products.json';
import { fetchEarly } from './api/early-fetch';
import { productOfPath, validationRulesPath } from './api/validation-rules-path';
import { fetchJourneyEarly, fetchStepValidatorsEarly } from './journeys/early-step-validators';
import { listenForUnexpectedErrors } from './errors/global-handlers';
import { importWithTimeout } from './lazy/lazy-with-timeout';
import { loadSettings, type Settings } from './settings/settings';
import { rememberLandingPage } from './session/landing-page';
import './styles.css';

const root = document.getElementById('root')!;
rememberLandingPage();

function showStartFailure() {
  root.innerHTML = '';
  const message = document.createElement('div');
  message.className = 'start-failure';
  message.setAttribute('role', 'alert');
  message.innerHTML =
    '<h1>We can\u2019t load the application right now</h1><p>Please check your connection and reload the page. If this keeps happening, call us and we\u2019ll help you apply.</p>';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  message.append(reload);
  root.append(message);
}

/**
 * The first Intl formatter a page makes loads the locale's data: about 0.1 s of a slow phone's
 * main thread, which the money formatters of the first page's modules would otherwise pay after
 * the app's code has arrived. Made here, while that code is still on its way, the data is loaded
 * by then and theirs are cheap.
 */
function loadLocaleDataEarly(): void {
  setTimeout(() => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }));
}

/**
 * The theme builds Chakra's system as it is evaluated: about 0.1 s of a slow phone's main thread.
 * Its chunk is a fraction of the first page's (tools/vite/first-page-chunks.ts), so asked for here
 * it arrives, and is run, while the libraries are still on their way instead of after them. The
 * app imports the same module; a failure here shows when the app's code is imported.
 */
function buildThemeEarly(): void {
  import('./theme').catch(() => undefined);
}

async function start(): Promise<void> {
  // The app's code, the settings, the page's journey, and a product page's rule records and step validators are fetched side by side.
  const app = importWithTimeout(() => import('./app'));
  app.catch(() => undefined);
  const product = productOfPath(window.location.pathname, products);
  if (product) {
    fetchEarly(validationRulesPath(product));
    fetchStepValidatorsEarly(window.location.pathname);
  }
  fetchJourneyEarly(product);
  loadLocaleDataEarly();
  buildThemeEarly();
  let settings: Settings;
  try {
    settings = await loadSettings();
  } catch (error) {
    console.error('The portal could not start: settings.json failed to load.', error);
    return showStartFailure();
  }
  try {
    const { renderApp } = await app;
    listenForUnexpectedErrors();
    await renderApp(root, settings);
  } catch (error) {
    console.error('The portal could not start: its code failed to load.', error);
    showStartFailure();
  }
}

await start();
