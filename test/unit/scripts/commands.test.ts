// The README's commands, run as a person would run them.
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')

interface RunningCli {
  url: string
  out: () => string
  err: () => string
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>
}

// As package.json's script: tsx's loader in the server's own process. tsx's CLI would run it in a child and relay a
// signal, and when the child does not confirm within 30 ms (a loaded machine) it kills it and exits 143.
const serverArgs = (args: string[]) => ['--import', 'tsx', 'server/cli.ts', ...args]

/** `npm run server -- <args>` until it prints its URL. */
async function runServer(args: string[]): Promise<RunningCli> {
  const child = spawn(process.execPath, serverArgs(args), { cwd: root })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${out}\n${err}`)), 15_000)
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        resolvePromise(match[1])
      }
    })
  })
  return {
    url,
    out: () => out,
    err: () => err,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    }
  }
}

const login = (url: string, username: string, password: string) =>
  fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString()
  })

describe('npm run server', () => {
  it('prints its base URL and the demo credentials, serves the API, and stops on SIGTERM', async () => {
    const server = await runServer(['--port', '0', '--quiet'])
    expect(server.out()).toMatch(/demo\s+demo1234/)
    expect(server.out()).toMatch(/pdk_/)
    expect(server.out()).toContain(
      'Login limits: 10 failed logins per username per 15 minutes, 30 logins per client address per 60 seconds, 120 logins from all clients together per 60 seconds; at most 20 live sessions per account'
    )
    const response = await fetch(`${server.url}/v1/maintenance/`)
    expect(response.status).toBe(200)
    expect(await server.stop()).toBe(0)
    // Listening on loopback (the default host): no warning about other computers.
    expect(server.err()).toBe('')
  })

  it('takes the login limits from its flags', async () => {
    const server = await runServer([
      '--port',
      '0',
      '--quiet',
      '--client-logins',
      '2',
      '--client-window',
      '90',
      '--max-sessions',
      '1'
    ])
    try {
      expect(server.out()).toContain(
        '2 logins per client address per 90 seconds, 120 logins from all clients together per 60 seconds; at most 1 live session per account'
      )
      const first = (await (await login(server.url, 'demo', 'demo1234')).json()) as { token: string }
      expect((await login(server.url, 'demo', 'demo1234')).status).toBe(200)
      // --max-sessions 1: the second login revoked the first.
      expect(
        (await fetch(`${server.url}/v1/auth/token`, { headers: { authorization: `Bearer ${first.token}` } })).status
      ).toBe(401)
      const third = await login(server.url, 'alice', 'alice1234')
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toBe('90')
    } finally {
      await server.stop()
    }
  })

  it('refuses a limit flag that is not a whole number above 0, in a sentence', () => {
    const run = spawnSync(process.execPath, serverArgs(['--port', '0', '--account-failures', '0']), {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000
    })
    expect(run.status).toBe(1)
    expect(run.stderr.split('\n')[0]).toBe(
      'The server could not start: --account-failures must be a whole number above 0, not "0".'
    )
  })
})
