// electron-builder.yml is only exercised by a real packaging run, which needs
// the Electron downloads (GitHub) and, per OS, that OS. These checks run
// anywhere, offline: the config against electron-builder's own schema, every
// file it names, the targets, the protocol, the fuses, and — through
// electron-builder's own file matcher — what would land in the package
// (the Linux packages' .desktop files and deb dependencies:
// linux-packages.test.ts).
import { existsSync, readdirSync, readFileSync, type Stats, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

import { FileMatcher, getFileMatchers } from 'app-builder-lib/out/fileMatcher'
import { describe, expect, it } from 'vitest'

import { DEEP_LINK_SCHEME } from '../../../src/main/desktop/deep-link/parse-deep-link'
import { APP_ID } from '../../../src/main/desktop/os/app-identity'
import { appIconFiles, trayIcon, trayStates } from '../../../src/main/desktop/tray/tray-icons'
import { pngSize } from '../../support/png-size'
import {
  asArray,
  loadConfig,
  parseConfig,
  productionPackages,
  root,
  schemaDraft,
  schemaErrors,
  schemaPath,
  targetArches
} from './builder-config'

const config = loadConfig()
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string
  productName: string
  description: string
}
const inRepo = (path: string) => join(root, path)

/** A deep copy of the config with one change, for the cases the schema must refuse. */
function changed(change: (copy: Record<string, unknown>) => void): unknown {
  const copy = structuredClone(parseConfig()) as Record<string, unknown>
  change(copy)
  return copy
}
const section = (copy: Record<string, unknown>, key: string) => copy[key] as Record<string, unknown>

describe("electron-builder.yml against electron-builder's schema", () => {
  it('uses the draft the schema declares (ajv 8 compiles draft-07 by default)', () => {
    expect(schemaDraft, `${schemaPath} changed its JSON Schema draft; pick the matching ajv class`).toBe(
      'http://json-schema.org/draft-07/schema#'
    )
  })

  it('is accepted', () => {
    expect(schemaErrors(parseConfig())).toEqual([])
  })

  it.each([
    ['an unknown top-level option', (c: Record<string, unknown>) => (c.autoUpdateUrl = 'https://updates.example')],
    ['a misspelt fuse', (c: Record<string, unknown>) => (section(c, 'electronFuses').runAsNod = false)],
    ['a wrongly typed value', (c: Record<string, unknown>) => (section(c, 'nsis').oneClick = 'yes')],
    ['a target option in the wrong place', (c: Record<string, unknown>) => (section(c, 'win').oneClick = true)],
    // electron-builder 25 and older took the entry keys directly under desktop.
    [
      'a desktop entry in the pre-26 shape',
      (c: Record<string, unknown>) => (section(c, 'linux').desktop = { Name: 'Platform Desktop' })
    ],
    // electron-builder 24 took notarize options as an object; 26 takes a boolean.
    [
      'notarize options in the pre-26 shape',
      (c: Record<string, unknown>) => (section(c, 'mac').notarize = { teamId: 'ABCDE12345' })
    ],
    ['a protocol without schemes', (c: Record<string, unknown>) => (c.protocols = [{ name: 'Platform Desktop link' }])],
    [
      'a fuse given as a string',
      (c: Record<string, unknown>) => (section(c, 'electronFuses').onlyLoadAppFromAsar = 'true')
    ]
  ])('refuses a copy with %s', (_name, change) => {
    expect(schemaErrors(changed(change))).not.toEqual([])
  })
})

describe('identity', () => {
  it('names the app, its id and its executables', () => {
    expect(config.appId).toBe('com.platformdesktop.app')
    expect(config.productName).toBe('Platform Desktop')
    expect(config.win?.executableName).toBe('platform-desktop')
    expect(config.linux?.executableName).toBe('platform-desktop')
    // A top-level executableName would also rename the macOS bundle to platform-desktop.app.
    expect(config.executableName ?? null).toBeNull()
    expect(config.mac?.executableName ?? null).toBeNull()
  })

  it('claims at run time the AppUserModelID the installer gives its shortcuts (the appId)', () => {
    expect(APP_ID).toBe(config.appId)
    // The product name Electron would have made an id from, and the login item name older builds wrote.
    expect(config.productName).toBe(packageJson.productName)
  })

  it('writes latest*.yml-friendly artifact names: no spaces, and the architecture where one installer holds one', () => {
    for (const pattern of [config.artifactName, config.nsis?.artifactName]) {
      expect(pattern).toBeTruthy()
      expect(pattern).not.toMatch(/\s|\$\{productName\}/)
    }
    expect(config.artifactName).toContain('${arch}')
    // NSIS builds one installer for both architectures; ${arch} would add one per architecture as well.
    expect(config.nsis?.artifactName).not.toContain('${arch}')
  })
})

describe('packaged files', () => {
  // The same matcher electron-builder builds from `files`; its own defaults only exclude more.
  const files = asArray(config.files)
  const matcher = new FileMatcher(
    root,
    join(root, 'dist', 'app-under-test'),
    (pattern) => pattern,
    files.filter((f) => typeof f === 'string')
  )
  const packaged = matcher.createFilter()
  const aFile = { isDirectory: () => false } as unknown as Stats

  it('are given as patterns', () => {
    expect(files.every((f) => typeof f === 'string')).toBe(true)
  })

  it.each([
    'out/main/index.cjs',
    'out/main/main.cjs',
    // V8's code cache of main.cjs, made by `npm run dist` before packing: inside app.asar, under its integrity check.
    'out/main/main.cjs.cache',
    'out/preload/index.cjs',
    'out/renderer/index.html',
    'out/renderer/assets/index-abc123.js',
    'package.json'
  ])('include %s', (path) => {
    expect(packaged(inRepo(path), aFile)).toBe(true)
  })

  it.each([
    'out/main/main.cjs.map',
    'out/renderer/assets/index-abc123.js.map',
    'src/main/index.ts',
    'src/renderer/index.html',
    'server/cli.ts',
    'test/unit/release/builder-config.ts',
    'resources/icons/app/icon.png',
    'electron-builder.yml',
    'README.md',
    'scripts/demo.mjs'
  ])('exclude %s', (path) => {
    expect(packaged(inRepo(path), aFile)).toBe(false)
  })

  it('need no native rebuild: nothing comes from node_modules (else set npmRebuild back to true for packages with native code)', () => {
    expect(config.npmRebuild).toBe(false)
    // Every package is bundled into out/main (test/unit/release/app-contents.test.ts), so there is nothing to rebuild.
    expect(productionPackages()).toEqual([])
  })

  it('load only from app.asar, whose integrity is recorded (the asar fuses depend on both)', () => {
    expect(config.asar).not.toBe(false)
    expect(config.disableAsarIntegrity ?? false).toBe(false)
  })
})

describe('extraResources: resources/icons → <resources>/icons', () => {
  const platforms = [
    ['win32', 'win'],
    ['darwin', 'mac'],
    ['linux', 'linux']
  ] as const
  // Stands in for process.resourcesPath, onto which src/main/electron/start.ts joins each icon's path.
  const resourcesPath = resolve(root, 'dist', 'resources-under-test')

  it('maps the folder, without its SVG sources', () => {
    expect(asArray(config.extraResources)).toEqual([
      { from: 'resources/icons', to: 'icons', filter: ['**/*', '!src{,/**/*}'] }
    ])
  })

  /** The repo file electron-builder would copy to `packagedPath` for this platform, or null. */
  function sourceOf(platformKey: 'win' | 'mac' | 'linux', packagedPath: string): string | null {
    const matchers =
      getFileMatchers(config, 'extraResources', resourcesPath, {
        macroExpander: (pattern) => pattern,
        customBuildOptions: config[platformKey] ?? {},
        globalOutDir: resolve(root, 'dist'),
        defaultSrc: root
      }) ?? []
    for (const matcher of matchers) {
      // copyFiles (app-builder-lib/out/fileMatcher.js) does the same before copying.
      if (matcher.isEmpty() || matcher.containsOnlyIgnore()) matcher.prependPattern('**/*')
      const rel = relative(matcher.to, packagedPath)
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue
      const source = join(matcher.from, rel)
      if (!existsSync(source)) continue
      // copyDir walks down from `from` and skips any folder the filter refuses.
      const filter = matcher.createFilter()
      const chain: string[] = []
      for (let path = source; path.length > matcher.from.length; path = dirname(path)) chain.unshift(path)
      if (chain.every((path) => filter(path, statSync(path)))) return source
    }
    return null
  }

  it.each(platforms)('gives the %s tray every icon file it names, in every state', (platform, key) => {
    for (const state of trayStates) {
      for (const file of trayIcon(platform, state).files) {
        expect(file.path.startsWith('icons/'), file.path).toBe(true)
        expect(sourceOf(key, join(resourcesPath, file.path)), `${platform} ${state}: ${file.path}`).toBe(
          join(root, 'resources', file.path)
        )
      }
    }
  })

  it.each(platforms)('gives %s every app icon file', (_platform, key) => {
    for (const file of appIconFiles)
      expect(sourceOf(key, join(resourcesPath, file.path)), file.path).toBe(join(root, 'resources', file.path))
  })

  it('leaves the SVG sources out', () => {
    const svgs = readdirSync(join(root, 'resources/icons/src'))
    expect(svgs.length).toBeGreaterThan(0)
    for (const svg of svgs) expect(sourceOf('linux', join(resourcesPath, 'icons', 'src', svg)), svg).toBeNull()
  })
})

/** Width and height from a PNG's IHDR chunk. */
function pngFileSize(path: string): { width: number; height: number } | null {
  return pngSize(readFileSync(path))
}

describe('files the config names', () => {
  const named: [string, string | null | undefined][] = [
    ['win.icon', config.win?.icon],
    ['mac.icon', config.mac?.icon],
    ['linux.icon', config.linux?.icon],
    ['mac.entitlements', config.mac?.entitlements],
    ['mac.entitlementsInherit', config.mac?.entitlementsInherit],
    ['nsis.include', config.nsis?.include],
    ...asArray(config.extraResources).map((entry): [string, string] => [
      'extraResources.from',
      typeof entry === 'string' ? entry : (entry.from ?? '')
    ])
  ]

  it.each(named)('%s exists (%s)', (_key, path) => {
    expect(path).toBeTruthy()
    expect(existsSync(inRepo(path ?? '')), `${path} is missing`).toBe(true)
  })

  it('has a Windows icon with the 256 px image electron-builder requires', () => {
    const bytes = readFileSync(inRepo(config.win?.icon ?? ''))
    const sizes = Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => bytes[6 + 16 * i] || 256)
    expect(sizes).toContain(256)
    expect(sizes).toContain(16)
  })

  it('has a macOS icon large enough for every .icns size', () => {
    expect(pngFileSize(inRepo(config.mac?.icon ?? ''))).toEqual({ width: 1024, height: 1024 })
  })

  it('has a Linux icon folder with every hicolor size the desktops and the AppImage use, each file the size its name says', () => {
    const dir = inRepo(config.linux?.icon ?? '')
    expect(statSync(dir).isDirectory()).toBe(true)
    const names = readdirSync(dir)
    for (const size of [16, 32, 48, 64, 128, 256, 512]) expect(names).toContain(`${size}x${size}.png`)
    for (const name of names) {
      const match = /^(\d+)x(\d+)\.png$/.exec(name)
      expect(match, `${name}: electron-builder reads the size from a <w>x<h>.png name`).not.toBeNull()
      expect(pngFileSize(join(dir, name))).toEqual({ width: Number(match?.[1]), height: Number(match?.[2]) })
    }
  })
})

describe('targets', () => {
  const both = ['x64', 'arm64']

  it('Windows: NSIS for x64 and arm64, per user without administrator rights, with shortcuts', () => {
    expect(Object.fromEntries(targetArches(config.win?.target))).toEqual({ nsis: both })
    expect(config.nsis).toMatchObject({
      oneClick: true,
      perMachine: false,
      createDesktopShortcut: true,
      createStartMenuShortcut: true
    })
  })

  it('macOS: dmg and zip (what auto-update downloads) for x64 and arm64, hardened runtime, a category', () => {
    expect(Object.fromEntries(targetArches(config.mac?.target))).toEqual({ dmg: both, zip: both })
    expect(config.mac?.hardenedRuntime).toBe(true)
    expect(config.mac?.category).toMatch(/^public\.app-category\.[a-z-]+$/)
    // false would switch notarization off even with the APPLE_* variables set.
    expect(config.mac?.notarize).not.toBe(false)
  })

  it('Linux: AppImage and deb for x64 and arm64, with categories and deb metadata', () => {
    expect(Object.fromEntries(targetArches(config.linux?.target))).toEqual({ AppImage: both, deb: both })
    expect(config.linux?.category).toBe('Network;Utility')
    expect(config.deb?.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/)
    expect(config.deb?.synopsis).toBeTruthy()
    // The deb target refuses to build without a homepage; package.json has none.
    expect((config.extraMetadata as { homepage?: string }).homepage).toMatch(/^https:\/\//)
  })
})

describe('macOS entitlements', () => {
  const keys = (path: string) =>
    [
      ...readFileSync(inRepo(path), 'utf8')
        .replace(/<!--[\s\S]*?-->/g, '')
        .matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)
    ].map((m) => m[1])

  it('grant the app and its helpers JIT and nothing else', () => {
    expect(config.mac?.entitlements).toBe('build/entitlements.mac.plist')
    expect(config.mac?.entitlementsInherit).toBe(config.mac?.entitlements)
    expect(keys('build/entitlements.mac.plist')).toEqual(['com.apple.security.cs.allow-jit'])
  })
})

describe('the platform-desktop:// scheme', () => {
  it('is the scheme the app handles, declared for every platform', () => {
    expect(DEEP_LINK_SCHEME).toBe('platform-desktop')
    expect(asArray(config.protocols).flatMap((p) => p.schemes)).toEqual([DEEP_LINK_SCHEME])
    // Only a top-level declaration reaches macOS's Info.plist and every Linux target alike.
    for (const platform of [config.mac, config.win, config.linux]) expect(platform?.protocols ?? null).toBeNull()
  })

  it('is registered by the Windows installer (electron-builder NSIS ignores `protocols`) and removed on uninstall, not on update', () => {
    const script = readFileSync(inRepo(config.nsis?.include ?? ''), 'utf8')
    const key = `Software\\Classes\\${DEEP_LINK_SCHEME}`
    expect(script).toMatch(/!macro customInstall[\s\S]*!macroend/)
    expect(script).toContain(`WriteRegStr SHELL_CONTEXT "${key}" "URL Protocol" ""`)
    expect(script).toContain(
      `WriteRegStr SHELL_CONTEXT "${key}\\shell\\open\\command" "" '"$INSTDIR\\\${APP_EXECUTABLE_FILENAME}" "%1"'`
    )
    expect(script).toMatch(
      /!macro customUnInstall\s+[^!]*\$\{ifNot\} \$\{isUpdated\}\s+DeleteRegKey SHELL_CONTEXT "Software\\Classes\\platform-desktop"/
    )
  })
})

describe('Electron fuses (packaged builds only)', () => {
  it('are flipped as required', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false
    })
  })

  it('turn off file:// privileges only because no window loads file:// (the renderer is served from app://)', () => {
    const mainFiles = (readdirSync(inRepo('src/main'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.ts')
    )
    expect(mainFiles.length).toBeGreaterThan(0)
    for (const file of mainFiles) {
      const code = readFileSync(join(root, 'src', 'main', file), 'utf8')
      expect(code, `src/main/${file.split(sep).join('/')}`).not.toMatch(
        /\.loadFile\(|loadURL\(\s*['"`]file:|pathToFileURL\(/
      )
    }
    expect(readFileSync(inRepo('src/main/electron/start.ts'), 'utf8')).toContain('`${APP_ORIGIN}/index.html`')
  })
})

describe('signing and publishing', () => {
  it('keeps every credential out of the file (they come from CSC_*, WIN_CSC_*, APPLE_* in the environment)', () => {
    const secretKeys =
      /^(cscLink|cscKeyPassword|certificateFile|certificatePassword|certificateSubjectName|certificateSha1|identity|appleId|appleIdPassword|password|token)$/i
    const found: string[] = []
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`))
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
          if (secretKeys.test(key)) found.push(`${path}.${key}`)
          walk(child, `${path}.${key}`)
        }
    }
    walk(parseConfig(), 'config')
    expect(found).toEqual([])
  })

  it('publishes to a generic feed (what electron-updater reads in the app), over https', () => {
    const publish = asArray(config.publish)
    expect(publish).toHaveLength(1)
    expect(publish[0]).toMatchObject({ provider: 'generic', url: expect.stringMatching(/^https:\/\//) })
  })
})
