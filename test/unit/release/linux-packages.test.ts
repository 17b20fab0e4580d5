// What the two Linux packages carry beyond the app: the .desktop file each
// installs, and the packages the deb asks for. Both come from
// electron-builder's own code (its .desktop writer, its AppImage target, its
// deb defaults), fed this config through a stand-in for the LinuxPackager
// holding just what they read; a real packaging run needs the Electron
// downloads and fpm.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import AppImageTarget from 'app-builder-lib/out/targets/appimage/AppImageTarget'
import FpmTarget from 'app-builder-lib/out/targets/FpmTarget'
import { LinuxTargetHelper } from 'app-builder-lib/out/targets/LinuxTargetHelper'
import { deepAssign } from 'builder-util-runtime'
import type { Configuration, LinuxPackager } from 'electron-builder'
import { describe, expect, it } from 'vitest'

import { DEEP_LINK_SCHEME } from '../../../src/main/desktop/deep-link/parse-deep-link'
import { loadConfig, root } from './builder-config'

const config = loadConfig()
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string
  description: string
}

function packagerFor(configuration: Configuration) {
  const linux = configuration.linux ?? {}
  const packager = {
    config: configuration,
    platformSpecificBuildOptions: linux,
    executableName: linux.executableName,
    appInfo: {
      productName: configuration.productName,
      sanitizedProductName: configuration.productName,
      description: packageJson.description,
      buildVersion: packageJson.version
    },
    info: { metadata: { ...packageJson, ...(configuration.extraMetadata as object) } },
    fileAssociations: []
  } as unknown as LinuxPackager
  return { packager, helper: new LinuxTargetHelper(packager) }
}

function entryLines(text: string): Record<string, string> {
  const [head, ...lines] = text.trim().split('\n')
  expect(head).toBe('[Desktop Entry]')
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
}

/** The .desktop file inside the AppImage, written by electron-builder's AppImage target itself (Exec included). */
async function appImageEntry(configuration: Configuration = config): Promise<Record<string, string>> {
  const { packager, helper } = packagerFor(configuration)
  const target = new AppImageTarget('appImage', packager, helper, join(root, 'dist'))
  return entryLines(await (target as unknown as { desktopEntry: { value: Promise<string> } }).desktopEntry.value)
}

/** The deb's .desktop file: the deb target hands computeDesktopEntry its options and no Exec (FpmTarget.js). */
async function debEntry(): Promise<Record<string, string>> {
  const { helper } = packagerFor(config)
  return entryLines(await helper.computeDesktopEntry(deepAssign({}, config.linux ?? {}, config.deb ?? {})))
}

describe('the .desktop file electron-builder 26 writes', () => {
  it.each([
    ['AppImage', appImageEntry],
    ['deb', debEntry]
  ])('for the %s: name, comment, window class, scheme handler, categories', async (_target, entryOf) => {
    const entry = await entryOf()
    expect(entry).toMatchObject({
      Name: 'Platform Desktop',
      Comment: config.linux?.description,
      Icon: 'platform-desktop',
      MimeType: `x-scheme-handler/${DEEP_LINK_SCHEME};`,
      Categories: 'Network;Utility;'
    })
    // Electron names the window after desktopName (Wayland app_id, X11 WM_CLASS);
    // the desktop matches it to this file through StartupWMClass and the file name.
    const desktopName = (config.extraMetadata as { desktopName?: string }).desktopName
    expect(desktopName).toBe(`${config.linux?.executableName}.desktop`)
    expect(entry.StartupWMClass).toBe(desktopName?.replace(/\.desktop$/, ''))
  })

  it('hands the link to the deb-installed executable (%U), which passes it to the running instance', async () => {
    expect((await debEntry()).Exec).toBe(`"/opt/${config.productName}/${config.linux?.executableName}" %U`)
  })

  it('starts the AppImage through AppRun with the sandbox left on: AppRun adds --no-sandbox only where it cannot work', async () => {
    expect((await appImageEntry()).Exec).toBe('AppRun %U')
  })

  it("needs appImage.executableArgs for that: electron-builder's default AppImage tools write --no-sandbox", async () => {
    const { appImage, ...withoutIt } = config
    expect(appImage?.executableArgs).toEqual([])
    expect(config.toolsets?.appimage ?? null).toBeNull()
    expect((await appImageEntry(withoutIt)).Exec).toBe('AppRun --no-sandbox %U')
  })
})

describe('the deb', () => {
  // What the deb target itself reads (FpmTarget.js: deepAssign of linux and deb).
  const depends = (deepAssign({}, config.linux ?? {}, config.deb ?? {}) as { depends?: string[] }).depends ?? []
  // A `depends` list replaces electron-builder's own; its own, from the installed version.
  const defaults = (
    FpmTarget.prototype as unknown as { getDefaultDepends(target: string): string[] }
  ).getDefaultDepends('deb')

  it("keeps every package electron-builder's own deb would ask for", () => {
    expect(defaults).toContain('libgtk-3-0')
    for (const name of defaults) expect(depends, name).toContain(name)
  })

  it('also asks for the libraries Chromium links beyond those: GBM and DRM, ALSA (either name), xkbcommon', () => {
    for (const name of ['libgbm1', 'libdrm2', 'libxkbcommon0']) expect(depends, name).toContain(name)
    // Debian 13 and Ubuntu 24.04 ship ALSA as libasound2t64; older releases as libasound2.
    expect(depends).toContain('libasound2t64 | libasound2')
    expect(depends.filter((name) => /libasound/.test(name))).toEqual(['libasound2t64 | libasound2'])
    expect(new Set(depends).size).toBe(depends.length)
  })
})
