// The README's commands, run as a person would run them.
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { electronBinary } from '../../support/electron-binary'

const root = resolve(import.meta.dirname, '../../..')

describe('npm run server', () => {
  it('prints its base URL and the demo credentials, serves the API, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli.ts', '--port', '0', '--quiet'], { cwd: root })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const url = await new Promise<string>((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${out}`)), 15_000)
      child.stdout.on('data', () => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
        if (match?.[1]) {
          clearTimeout(timer)
          resolvePromise(match[1])
        }
      })
    })
    expect(out).toMatch(/demo\s+demo1234/)
    expect(out).toMatch(/pdk_/)
    const response = await fetch(`${url}/v1/maintenance/`)
    expect(response.status).toBe(200)
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})

describe('npm run demo', () => {
  it.skipIf(electronBinary().path !== null)('says in one sentence that there is no Electron binary, and exits non-zero', () => {
    const run = spawnSync(process.execPath, ['scripts/demo.mjs'], { cwd: root, encoding: 'utf8', timeout: 20_000 })
    expect(run.status).not.toBe(0)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/no Electron binary is installed/)
  })
})
