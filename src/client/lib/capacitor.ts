import { Capacitor, registerPlugin } from '@capacitor/core';

/**
 * Native start-up (spec §1): dark status bar, splash hidden, app state changes logged. Runs only inside
 * the native wrapper. The @capacitor/status-bar, splash-screen and app packages are not installed, so
 * their plugins are reached through `registerPlugin` with the same names and methods they register
 * natively; in a browser nothing here runs and no native code is loaded.
 */
interface StatusBarPlugin {
  setStyle(options: { style: 'DARK' | 'LIGHT' | 'DEFAULT' }): Promise<void>;
}
interface SplashScreenPlugin {
  hide(options?: { fadeOutDuration?: number }): Promise<void>;
}
interface AppPlugin {
  addListener(event: 'appStateChange', cb: (state: { isActive: boolean }) => void): Promise<{ remove: () => Promise<void> }>;
}

export async function initCapacitor(): Promise<boolean> {
  if (!Capacitor.isNativePlatform()) return false;
  const StatusBar = registerPlugin<StatusBarPlugin>('StatusBar');
  const SplashScreen = registerPlugin<SplashScreenPlugin>('SplashScreen');
  const App = registerPlugin<AppPlugin>('App');
  await Promise.allSettled([
    StatusBar.setStyle({ style: 'DARK' }),
    SplashScreen.hide(),
    App.addListener('appStateChange', ({ isActive }) => console.info(`App state changed: ${isActive ? 'active' : 'inactive'}`)),
  ]).then((results) => {
    for (const r of results) if (r.status === 'rejected') console.warn('Native start-up step failed', r.reason);
  });
  return true;
}
