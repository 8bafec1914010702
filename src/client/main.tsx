import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './lib/error-reporter';
import { performanceMonitor } from './lib/performance-monitor';
import { config as zodConfig } from 'zod/v4/core';
import './styles.css';

// zod 4 probes `new Function('')` to compile fast validators; our CSP forbids eval, so the probe would
// be reported as a violation on every page that validates a form. Interpreted validation is plenty here.
zodConfig({ jitless: true });

installGlobalErrorHandlers();
performanceMonitor.start();

// Inside the native wrapper Capacitor injects `window.Capacitor` before the page loads; in a browser
// the native start-up module is never even downloaded.
const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
if (native?.isNativePlatform?.()) {
  void import('./lib/capacitor').then((m) => m.initCapacitor());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
