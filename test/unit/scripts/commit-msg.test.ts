// The commit-msg hook (.githooks/commit-msg) run as git runs it, on a message
// file, and the prepare step that installs it (scripts/install-hooks.mjs).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'))
  made.push(dir)
  return dir
}

/** Runs the hook on `message` as git would: its only argument is the message file. */
function hook(message: string) {
  const file = join(tempDir(), 'COMMIT_EDITMSG')
  writeFileSync(file, message)
  const run = spawnSync(process.execPath, [join(root, '.githooks/commit-msg'), file], { encoding: 'utf8' })
  return { code: run.status, err: run.stderr }
}

describe('the commit-msg hook', () => {
  it('accepts a subject of 72 characters, a blank line and a body', () => {
    expect(hook(`${'a'.repeat(72)}\n\nWhy it changed.\n`)).toEqual({ code: 0, err: '' })
  })

  it('refuses a subject over 72 characters, saying how long it is', () => {
    const { code, err } = hook(`${'a'.repeat(73)}\n\nWhy it changed.\n`)
    expect(code).toBe(1)
    expect(err).toContain('The subject line is 73 characters long; keep it to 72')
  })

  it('refuses an empty message and a body right under the subject', () => {
    expect(hook('\n# Please enter the commit message\n').err).toContain('The message is empty')
    const { code, err } = hook('Short subject\nbody on the next line\n')
    expect(code).toBe(1)
    expect(err).toContain('Leave a blank line between the subject and the body.')
  })

  it('ignores what git strips: comment lines and the diff below git commit -v’s scissors', () => {
    const scissors = '# ------------------------ >8 ------------------------'
    const message = `\n# ${'long comment '.repeat(10)}\nShort subject\n\nBody.\n${scissors}\n${'x'.repeat(100)}\n`
    expect(hook(message).code).toBe(0)
  })
})

describe('the prepare step that installs it', () => {
  const copyRepoParts = (dir: string) => {
    mkdirSync(join(dir, 'scripts'))
    cpSync(join(root, 'scripts/install-hooks.mjs'), join(dir, 'scripts/install-hooks.mjs'))
    cpSync(join(root, '.githooks'), join(dir, '.githooks'), { recursive: true })
  }
  // Without GIT_DIR and the like, which git sets while it runs a hook.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_')))
  const prepare = (dir: string, path = env.PATH) =>
    spawnSync(process.execPath, ['scripts/install-hooks.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, PATH: path }
    })

  it('points git at .githooks in a checkout', () => {
    const dir = tempDir()
    expect(spawnSync('git', ['init', '-q'], { cwd: dir }).status).toBe(0)
    copyRepoParts(dir)
    expect(prepare(dir).status).toBe(0)
    expect(spawnSync('git', ['config', 'core.hooksPath'], { cwd: dir, encoding: 'utf8' }).stdout.trim()).toBe(
      '.githooks'
    )
  })

  it('does nothing and succeeds outside a git checkout, or without git', () => {
    const dir = tempDir()
    copyRepoParts(dir)
    expect(prepare(dir)).toMatchObject({ status: 0, stderr: '' })
    expect(prepare(dir, '')).toMatchObject({ status: 0, stderr: '' })
  })
})
