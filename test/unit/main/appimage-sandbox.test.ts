// An AppImage started without Chromium's sandbox says so in the window. Its
// AppRun adds --no-sandbox where `unshare -Ur true` fails, as on Ubuntu 24.04
// and later (app-builder-lib out/targets/appimage/appImageUtil.js,
// generateAppRunScript); the host passes on whether the switch is there.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { createMainApp, type MainApp } from '../../../src/main/app/main-app'
import { say } from '../../../src/main/core/i18n'
import { desktopMessages } from '../../../src/main/desktop/os/desktop-words'
import { createStandInEncryptor } from '../../support/stand-in-encryptor'

const started: { app: MainApp; dir: string }[] = []
afterEach(async () => {
  for (const { app, dir } of started.splice(0)) {
    await app.dispose()
    await rm(dir, { recursive: true, force: true })
  }
})

async function bootstrapNotices(env: Record<string, string>, noSandbox: boolean): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pd-sandbox-'))
  const app = await createMainApp({
    userDataDir: dir,
    env,
    encryptor: createStandInEncryptor(),
    openExternal: () => Promise.resolve(),
    platform: 'linux',
    version: '0.0.0-test',
    noSandbox
  })
  started.push({ app, dir })
  const boot = (await app.dispatch('app:bootstrap', undefined)) as {
    ok: true
    data: { notices: { message: string }[] }
  }
  return boot.data.notices.map((notice) => notice.message)
}

describe('running without the sandbox', () => {
  it('an AppImage started with --no-sandbox says so, recommending the deb', async () => {
    const notices = await bootstrapNotices(
      { APPIMAGE: '/home/ada/Apps/platform-desktop-0.1.0-linux-x86_64.AppImage' },
      true
    )
    expect(notices).toEqual([say(desktopMessages.appImageNoSandbox)])
    expect(say(desktopMessages.appImageNoSandbox)).toMatch(/without its sandbox.*Install the \.deb package instead/)
  })

  it('says nothing with the sandbox on, or outside an AppImage', async () => {
    expect(await bootstrapNotices({ APPIMAGE: '/home/ada/Apps/platform-desktop.AppImage' }, false)).toEqual([])
    expect(await bootstrapNotices({}, true)).toEqual([])
  })
})
