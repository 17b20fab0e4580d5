// The licence notices of every package a bundle carries. electron-vite
// bundles all of them into out/ (docs/decisions.md): no node_modules folder,
// with its LICENSE files, ships in app.asar, and the MIT, ISC and BSD
// licences ask that their notice go with every copy. This plugin writes
// THIRD_PARTY_NOTICES.txt beside each bundle (out/main, out/renderer), from
// the packages the bundle's modules came from: name, version, licence and
// the package's own licence text (test/smoke/bundle-imports.test.ts checks it).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Plugin } from 'vite'

const NOTICES = 'THIRD_PARTY_NOTICES.txt'
const LICENCE_FILE = /^(?:licen[cs]e|copying|notice)(?:[.-].*)?$/i

/** The package folder a module path lies in (the innermost node_modules/<name> or node_modules/@scope/<name>), or null. */
export function packageDirOf(id: string): string | null {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0] ?? ''
  const at = path.lastIndexOf('/node_modules/')
  if (at < 0) return null
  const rest = path.slice(at + '/node_modules/'.length).split('/')
  const name = rest[0]?.startsWith('@') ? rest.slice(0, 2).join('/') : rest[0]
  return name ? `${path.slice(0, at)}/node_modules/${name}` : null
}

function notice(dir: string): { key: string; text: string } {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name?: string
    version?: string
    license?: string
    author?: string | { name?: string }
  }
  const author = typeof manifest.author === 'string' ? manifest.author : manifest.author?.name
  const files = readdirSync(dir).filter((file) => LICENCE_FILE.test(file))
  const texts = files.map((file) => readFileSync(join(dir, file), 'utf8').trim())
  const name = `${manifest.name ?? dir} ${manifest.version ?? ''}`.trim()
  const body =
    texts.length > 0
      ? texts.join('\n\n')
      : `Licence: ${manifest.license ?? 'not stated'}${author ? `, by ${author}` : ''} (the package ships no licence file).`
  return { key: manifest.name ?? dir, text: `${name} — ${manifest.license ?? 'licence not stated'}\n\n${body}` }
}

export function thirdPartyNotices(): Plugin {
  return {
    name: 'third-party-notices',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>()
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') for (const id of Object.keys(output.modules)) dirs.add(packageDirOf(id) ?? '')
      dirs.delete('')
      const notices = [...dirs]
        .filter((dir) => existsSync(join(dir, 'package.json')))
        .map(notice)
        .sort((a, b) => a.key.localeCompare(b.key))
      const header = `Platform Desktop includes the following packages, bundled into this folder's scripts. Their notices follow.\n\n`
      this.emitFile({
        type: 'asset',
        fileName: NOTICES,
        source: header + notices.map((entry) => entry.text).join(`\n\n${'-'.repeat(72)}\n\n`) + '\n'
      })
    }
  }
}
