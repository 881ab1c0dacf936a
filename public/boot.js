// Loads the app's scripts (named in this element's data-scripts) after the first paint.
// On a prerendered page they load after the page's first contentful paint, so a phone shows the
// page before the app takes its main thread. A file of its own, not inline, so that the documented
// Content-Security-Policy (script-src 'self') allows it. Not preloaded: a script fetched by its own
// element is compiled off the main thread while it downloads.
(function () {
  var sources = document.currentScript.getAttribute('data-scripts').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i += 1) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false; // in order
      document.body.appendChild(script);
    }
  }
  var prerendered = document.getElementById('root').firstElementChild !== null;
  // a tab opened in the background does not paint until it is shown
  if (!prerendered || document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  setTimeout(start, 1000);
})();
