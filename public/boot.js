// Loads the app's scripts (named in this element's data-scripts) after the first paint.
// On a prerendered page they load after the page's first contentful paint, so a phone shows the
// page before the app takes its main thread. A file of its own, not inline, so that the documented
// Content-Security-Policy (script-src 'self') allows it. Not preloaded: a script fetched by its own
// element is compiled off the main thread while it downloads.
(function () {
  var sources = document.currentScript.getAttribute('data-scripts').split(' ');
  var started = false;
  // Asking for a script costs the page ~7 ms of a phone's main thread: the entry first, then the
  // page's chunks a few per task, so that no single task is long.
  function insert(from, to) {
    var scripts = document.createDocumentFragment();
    for (var i = from; i < to && i < sources.length; i += 1) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false; // they run in order, the entry first
      scripts.appendChild(script);
    }
    document.head.appendChild(scripts);
  }
  function insertFrom(from) {
    if (from >= sources.length) return;
    insert(from, from + 3);
    // a message, not a timer: the next task at once, and not held by a test's fake clock
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      channel.port1.close();
      insertFrom(from + 3);
    };
    channel.port2.postMessage(null);
  }
  function start() {
    if (started) return;
    started = true;
    insert(0, 1);
    insertFrom(1);
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
