#!/bin/sh
# Rebuilds discord-embedded-app-sdk.js from the npm registry: the versions pinned in
# package.json / package-lock.json, bundled as they are (not rewritten) by esbuild into one
# browser file exposing window.DiscordEmbeddedAppSdk, with the SDK's LICENSE beside it.
# node_modules stays out of the repository (.gitignore). Run from anywhere: sh build.sh
set -eu
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --ignore-scripts
VERSION=$(node -p 'require("@discord/embedded-app-sdk/package.json").version')
npx --no-install esbuild sdk-entry.mjs --bundle --format=iife --global-name=DiscordEmbeddedAppSdk \
  --platform=browser --target=es2020 --minify --legal-comments=inline \
  --banner:js="/* @discord/embedded-app-sdk $VERSION (MIT, LICENSE.md beside this file), bundled by build.sh */" \
  --outfile=discord-embedded-app-sdk.js
cp node_modules/@discord/embedded-app-sdk/LICENSE.md LICENSE.md
echo "built discord-embedded-app-sdk.js from @discord/embedded-app-sdk $VERSION"
