// What the Activity page (../activity.js) takes from Discord's Embedded App SDK, bundled by
// build.sh into discord-embedded-app-sdk.js as one global: window.DiscordEmbeddedAppSdk.
// DiscordSDKMock is the SDK's own mock, which the browser tests start instead of DiscordSDK.
export { DiscordSDK, DiscordSDKMock, patchUrlMappings } from "@discord/embedded-app-sdk";
