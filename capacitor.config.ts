import type { CapacitorConfig } from '@capacitor/cli';

/** Native wrapper (spec §1): the built client is the web app; start-up behaviour is in src/client/lib/capacitor.ts. */
const config: CapacitorConfig = {
  appId: 'com.wayfarer.app',
  appName: 'Wayfarer',
  webDir: 'dist/client',
  plugins: {
    SplashScreen: { launchAutoHide: false },
    StatusBar: { style: 'DARK' },
  },
};

export default config;
