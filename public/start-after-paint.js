// Starts the app on a prerendered page once its HTML has painted (decision 023): the page's text needs no script,
// so its module scripts are not fetched until then and do not compete with the stylesheet and font for a slow
// link. The server names the entry and the chunks to preload on this tag (the CSP forbids inline scripts).
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preload = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // `preloading` stays true until the last batch below is in: the app's first page import waits for it
  // (src/client/lib/early-input.ts), because Vite's import helper would insert every link still missing at once.
  var early = (window.wayfarerEarly = { interactive: false, clicks: [], preloading: preload.length > 0 });
  function start() {
    if (started) return;
    started = true;
    // The entry first, then its preloads four at a time, each batch a task of its own: Chrome handles each modulepreload
    // link as it is inserted (about 2 ms of main thread each here, 8 at Lighthouse's 4x slowdown), and a signed-in
    // itinerary preloads about 45 files, so inserting all of them at once was a long task of 150-300 ms. A file the
    // entry imports before its preload is inserted is fetched once all the same (one module map per document).
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(function insert(from) {
      var tags = document.createDocumentFragment();
      preload.slice(from, from + 4).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        tags.appendChild(link);
      });
      document.head.appendChild(tags);
      if (from + 4 < preload.length) setTimeout(insert, 0, from + 4);
      else {
        early.preloading = false;
        document.dispatchEvent(new Event('wayfarer:preloaded'));
      }
    }, 0, 0);
  }
  // A frame callback runs just before the first paint; the timeout after it, once that paint is done. A tab opened
  // in the background paints nothing (and runs no frame callbacks): start at once there.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  document.addEventListener('visibilitychange', start, { once: true });

  // Until the app is interactive, the page's buttons have no handlers. So a click on a button is held, the scripts
  // start at once, and the app replays it once hydrated (src/client/lib/early-input.ts). A same-tab link is held the
  // same way, so it opens as an in-app navigation instead of a second full page load racing the app's start; should
  // the app not become interactive, a held link is followed after 8 s. (Early links that seemed lost were the first
  // render's scroll reset moving the page under the pointer: scroll-reset.ts.)
  function sameTabLink(link, event) {
    return (
      !link.target &&
      !link.hasAttribute('download') &&
      link.origin === location.origin &&
      // an in-page jump (the skip link) works without the app
      !(link.hash && link.pathname === location.pathname && link.search === location.search) &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    );
  }
  document.addEventListener(
    'click',
    function (event) {
      if (early.interactive || event.defaultPrevented || event.button !== 0) return;
      var target = event.target instanceof Element ? event.target : null;
      var link = target && target.closest('a[href]');
      var control = link || (target && target.closest('button, [role="button"]'));
      if (!control || control.disabled || (link && !sameTabLink(link, event))) return;
      event.preventDefault();
      event.stopPropagation();
      if (early.clicks.indexOf(control) < 0) early.clicks.push(control);
      if (link)
        setTimeout(function () {
          if (!early.interactive) location.assign(link.href);
        }, 8000);
      start();
    },
    true,
  );
})();
