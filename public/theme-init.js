// Applies the theme before first paint (loaded by a blocking <script src>, since the CSP forbids inline
// scripts). Same rule as src/client/lib/theme.ts: stored choice -> system dark preference -> light.
(function () {
  var theme = 'light';
  try {
    var stored = localStorage.getItem('wayfarer-theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
    else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  } catch (e) {
    if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  }
  var root = document.documentElement;
  root.classList.add(theme);
  root.style.colorScheme = theme;
  // Accessibility settings that change layout are applied early too, so the page does not jump.
  try {
    var a11y = JSON.parse(localStorage.getItem('accessibility-settings') || 'null');
    if (a11y && typeof a11y === 'object') {
      if (a11y.highContrastMode) root.classList.add('high-contrast');
      if (a11y.reducedMotion) root.classList.add('reduce-motion');
      if (typeof a11y.fontSize === 'number' && a11y.fontSize >= 50 && a11y.fontSize <= 200) root.style.setProperty('--font-scale', a11y.fontSize + '%');
    }
  } catch (e) {
    /* ignore malformed settings; the provider rewrites them */
  }
})();
