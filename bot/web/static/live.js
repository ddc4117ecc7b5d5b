// The web table's live part: the server sends the page's <main id="live"> again after every
// move (server-sent events, bot/web/server.py); without this script the page is the same,
// only still. The browser reconnects a dropped stream by itself.
(function () {
  var stream = document.body.getAttribute("data-stream");
  var live = document.getElementById("live");
  if (!stream || !live || !window.EventSource) return;
  var source = new EventSource(stream);
  source.addEventListener("table", function (event) {
    var focused = document.activeElement && document.activeElement.closest("#live") ? true : false;
    live.innerHTML = JSON.parse(event.data).html;
    document.body.setAttribute("data-updates", String(Number(document.body.getAttribute("data-updates") || 0) + 1));
    if (focused) {
      var first = live.querySelector("button, select, a");
      if (first) first.focus();
    }
  });
  var turn = document.getElementById("turn");
  if (turn) turn.addEventListener("change", function () { turn.form.submit(); });
})();
