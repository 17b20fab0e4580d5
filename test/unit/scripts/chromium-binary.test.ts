// scripts/chromium-binary.mjs: headless runs (the e2e tests) take Debian's
// headless shell where it is on PATH, the preview takes `chromium`, and
// CHROMIUM_PATH overrides both. Stub binaries on a PATH of our own.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

import { chromium } from '@playwright/test'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'

import { chromiumBinary } from '../../../scripts/chromium-binary.mjs'

const dir = mkdtempSync(join(tmpdir(), 'chromium-binary-'))
for (const name of ['chromium', 'chromium-headless-shell']) {
  writeFileSync(join(dir, name), '#!/bin/sh\n')
  chmodSync(join(dir, name), 0o755)
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Where Playwright has a build of its own, it wins over PATH (and `path` is undefined). */
const playwrightOwn = (() => {
  try {
    return existsSync(chromium.executablePath())
  } catch {
    return false
  }
})()

describe.runIf(process.platform !== 'win32')('chromiumBinary', () => {
  const saved = { PATH: process.env.PATH, CHROMIUM_PATH: process.env.CHROMIUM_PATH }
  beforeEach(() => {
    // `which` itself stays reachable; our stubs come first.
    process.env.PATH = [dir, '/usr/bin', '/bin'].join(delimiter)
    delete process.env.CHROMIUM_PATH
  })
  afterEach(() => {
    process.env.PATH = saved.PATH
    if (saved.CHROMIUM_PATH === undefined) delete process.env.CHROMIUM_PATH
    else process.env.CHROMIUM_PATH = saved.CHROMIUM_PATH
  })

  it('gives a headless run the headless shell and the preview chromium', () => {
    const expected = (name: string) => (playwrightOwn ? { path: undefined } : { path: join(dir, name) })
    expect(chromiumBinary({ headless: true })).toEqual(expected('chromium-headless-shell'))
    expect(chromiumBinary()).toEqual(expected('chromium'))
  })

  it('lets CHROMIUM_PATH override both, and says none when it names nothing', () => {
    process.env.CHROMIUM_PATH = join(dir, 'chromium')
    expect(chromiumBinary({ headless: true })).toEqual({ path: join(dir, 'chromium') })
    process.env.CHROMIUM_PATH = join(dir, 'missing')
    expect(chromiumBinary()).toBeNull()
  })
})
