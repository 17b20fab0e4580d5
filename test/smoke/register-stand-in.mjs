// `node --import ./register-stand-in.mjs out/main/index.cjs` boots the built
// main entry with `electron` resolved to the recording stand-in.
const Module = process.getBuiltinModule('node:module')
const { fileURLToPath } = process.getBuiltinModule('node:url')

const esmStandIn = new URL('./electron-stand-in.mjs', import.meta.url).href
// require('electron') from CommonJS packages: the same stand-in, through a shim.
const cjsStandIn = new URL('./electron-stand-in.cjs', import.meta.url).href

if (Module.registerHooks) {
  // Electron resolves `electron` in Node's own resolver, on the main thread, for
  // import (electron/electron patches/node/fix_expose_the_built-in_electron_module_via_the_esm_loader.patch:
  // packageResolve returns `electron:electron`) and for require (lib/common/init.ts
  // wraps Module._resolveFilename). Node 22.15+ and 23.5+ run hooks the same way,
  // in-thread. module.register's hooks run on a loader thread of their own: about
  // 80 ms to start it, which both the empty main and ours paid (so
  // main.startupRatio looked smaller than it is), and a round trip to it for
  // each of our entry's imports, which Electron never pays.
  Module.registerHooks({
    resolve(specifier, context, next) {
      if (specifier !== 'electron') return next(specifier, context)
      const url = context.conditions?.includes('require') ? cjsStandIn : esmStandIn
      return { url, shortCircuit: true }
    }
  })
} else {
  // Node 22.12–22.14: the loader thread, and require through Module._resolveFilename, which its hooks do not reach.
  Module.register(
    `data:text/javascript,${encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'electron') return { url: ${JSON.stringify(esmStandIn)}, shortCircuit: true }
        return next(specifier, context)
      }
    `)}`
  )
  const resolveFilename = Module._resolveFilename
  Module._resolveFilename = function (request, ...rest) {
    return request === 'electron' ? fileURLToPath(cjsStandIn) : resolveFilename.call(this, request, ...rest)
  }
}

// Electron loads its `electron` module before the app's first line (electron/electron lib/browser/init.ts requires it
// to emit 'exit' on quit, before it runs the app's main): so does this, before either main the bench compares. Loaded
// from main's own require('electron') instead, a CommonJS main paid about 4 ms more for it than an ES module one (Node
// requiring the stand-in's ES modules), which Electron never charges.
await import(esmStandIn)
