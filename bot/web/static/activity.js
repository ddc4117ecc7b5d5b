// The Activity page (bot/web/activity.py): inside Discord, start the Embedded App SDK, ask it
// for an OAuth2 code, hand the code to the bot's server (POST /activity/token), which finds out
// who the user is and where the Activity runs, and go where it says: the user's player page,
// or the spectator page. The page's sentences come from its data- attributes (the server's,
// in the reader's language). Inside Discord every request goes under /.proxy/ (Discord's proxy).
// window.campfireActivitySdk, when set (the browser tests, before the page loads), makes the
// SDK object instead: the tests give the SDK's own DiscordSDKMock.
(function () {
  var main = document.getElementById("activity");
  var status = document.getElementById("activity-status");
  if (!main || !status) return;
  var clientId = main.getAttribute("data-client-id");
  var inside = /\.discordsays\.com$/.test(location.hostname) || location.pathname.indexOf("/.proxy/") === 0;
  var root = inside ? "/.proxy" : "";

  function say(key) {
    status.textContent = main.getAttribute("data-" + key) || key;
    status.setAttribute("role", "alert");
  }

  function makeSdk() {
    var sdk = window.DiscordEmbeddedAppSdk;
    if (window.campfireActivitySdk) return window.campfireActivitySdk(sdk, clientId);
    return new sdk.DiscordSDK(clientId);
  }

  var discord;
  try {
    discord = makeSdk();
  } catch (error) {     // no frame_id / instance_id in the query: not launched by Discord
    say("outside");
    return;
  }
  discord.ready().then(function () {
    return discord.commands.authorize({
      client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"]
    });
  }).then(function (answer) {
    return fetch(root + "/activity/token", {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify({code: answer.code, instance_id: discord.instanceId, channel_id: discord.channelId})
    });
  }).then(function (response) {
    return response.json().then(function (body) { return {ok: response.ok, body: body}; });
  }).then(function (result) {
    if (result.ok && typeof result.body.go === "string" && /^\/[^\/]/.test(result.body.go)) {
      location.replace(root + result.body.go);
    } else if (result.body && result.body.say) {
      status.textContent = result.body.say;
      status.setAttribute("role", "alert");
    } else {
      say("refused");
    }
  }).catch(function () { say("failed"); });
})();
