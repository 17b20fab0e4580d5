// require('electron') from CommonJS: main's bundle (out/main/main.cjs) and the
// packages it loads (electron-updater). The same recording stand-in the ESM
// side imports, which register-stand-in.mjs loads (and which sets this)
// before main's first line, as Electron loads its own.
module.exports = globalThis.__electronStandIn
