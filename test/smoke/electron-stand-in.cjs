// CommonJS packages the app loads (electron-updater) `require('electron')`;
// Node 20's loader hooks do not reach require, so this hands them the same
// recording stand-in the ESM side imports (electron-stand-in.mjs sets it).
module.exports = globalThis.__electronStandIn
