// `node --import ./register-stand-in.mjs out/main/index.js` boots the built
// main entry with `electron` resolved to the recording stand-in.
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'electron') return { url: ${JSON.stringify(new URL('./electron-stand-in.mjs', import.meta.url).href)}, shortCircuit: true }
      return next(specifier, context)
    }
  `)}`
)
