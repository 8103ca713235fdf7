/* Runs before the first paint (see index.html). Keep the keys and rules in step with src/app/theme/theme-storage.ts;
   src/app/theme/theme-init.test.ts checks that both agree. */
(function () {
  var modes = ['light', 'dark', 'auto'];
  var schemes = ['light', 'dark', 'blue', 'purple', 'green'];
  var mode = 'auto';
  var scheme = 'light';
  try {
    var storedMode = window.localStorage.getItem('qm-theme');
    var storedScheme = window.localStorage.getItem('qm-color-scheme');
    if (modes.indexOf(storedMode) >= 0) mode = storedMode;
    if (schemes.indexOf(storedScheme) >= 0) scheme = storedScheme;
  } catch (e) {
    /* storage unavailable: defaults */
  }
  var systemDark = false;
  try {
    systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (e) {
    /* no matchMedia: light */
  }
  var dark = scheme === 'dark' || mode === 'dark' || (mode === 'auto' && systemDark);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.setAttribute('data-scheme', scheme);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
