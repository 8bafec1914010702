// Starts the app on a prerendered page once its HTML has painted (decision 023): the page's text needs no script,
// so its module scripts are not fetched until then and do not compete with the stylesheet and font for a slow
// link. The server names the entry and the chunks to preload on this tag (the CSP forbids inline scripts).
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame callback runs just before the first paint; the timeout after it, once that paint is done. A tab opened
  // in the background paints nothing (and runs no frame callbacks): start at once there.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  document.addEventListener('visibilitychange', start, { once: true });

  // Until the app runs, the page's buttons have no handlers: a click on one is held and replayed by the app once it
  // has hydrated (src/client/lib/early-input.ts). Links need nothing: the browser follows them. The app sets
  // `started` just before it hydrates; from then on React handles clicks itself (hydrating the clicked part first).
  var early = (window.wayfarerEarly = { started: false, clicks: [] });
  document.addEventListener(
    'click',
    function (event) {
      if (early.started || event.defaultPrevented || event.button !== 0) return;
      var control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
      if (!control || control.disabled) return;
      event.preventDefault();
      event.stopPropagation();
      if (early.clicks.indexOf(control) < 0) early.clicks.push(control);
      start();
    },
    true,
  );
})();
