// `node --import ./register-stand-in.mjs out/main/index.js` boots the built
// main entry with `electron` resolved to the recording stand-in.
import Module, { register } from 'node:module'
import { fileURLToPath } from 'node:url'

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'electron') return { url: ${JSON.stringify(new URL('./electron-stand-in.mjs', import.meta.url).href)}, shortCircuit: true }
      return next(specifier, context)
    }
  `)}`
)

// require('electron') from CommonJS packages: the same stand-in, through a shim.
const cjsStandIn = fileURLToPath(new URL('./electron-stand-in.cjs', import.meta.url))
const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  return request === 'electron' ? cjsStandIn : resolveFilename.call(this, request, ...rest)
}
