// Starts Stoplight Prism as a child process: `prism mock api/openapi.yaml -d`
// on 127.0.0.1 and a free port, with a preload that refuses any connection
// off this machine. A child process (not Prism's JS API) because the CLI is
// the supported, documented way to run it and keeps its faker, logger and
// file watcher out of the test's own process.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const PRISM_CLI = fileURLToPath(new URL('../../../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url))
const SPEC = fileURLToPath(new URL('../../../api/openapi.yaml', import.meta.url))
const GUARD = new URL('./loopback-only.mjs', import.meta.url).href
export const NETWORK_BLOCKED_MARKER = 'PRISM-PEER-NETWORK-BLOCKED'

export interface RunningPrism {
  url: string
  /** Everything Prism wrote to stderr (its errors, and the guard's markers). */
  stderr(): string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const late = setTimeout(() => child.kill('SIGKILL'), 3_000)
  await exited(child)
  clearTimeout(late)
}

/**
 * Resolves once Prism answers HTTP; rejects (and stops it) if it exits or takes longer than `readyWithinMs`. Prism
 * usually listens within a few seconds, but `npm test` runs four lanes on two cores, and in one CI run it had not
 * listened after 30 s.
 */
export async function startPrism(readyWithinMs = 90_000): Promise<RunningPrism> {
  // A port taken between probing and Prism's listen is rare; one more try covers it.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const child = spawn(
      process.execPath,
      [
        '--import',
        GUARD,
        PRISM_CLI,
        'mock',
        SPEC,
        '--dynamic',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--verboseLevel',
        'error'
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // NO_COLOR keeps stderr readable in a failure message.
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }
      }
    )
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk: Buffer) => (out = (out + chunk.toString('utf8')).slice(-20_000)))
    child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString('utf8')).slice(-20_000)))
    // If the test process dies first, Prism must not outlive it.
    const orphanGuard = () => child.kill('SIGKILL')
    process.once('exit', orphanGuard)
    const stop = async () => {
      await stopChild(child)
      process.off('exit', orphanGuard)
    }
    const url = `http://127.0.0.1:${port}`
    const deadline = Date.now() + readyWithinMs
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      try {
        // Any answer means Prism is serving the document; the body does not matter here.
        const response = await fetch(`${url}/v1/maintenance/`, { signal: AbortSignal.timeout(1_000) })
        await response.body?.cancel()
        return { url, stderr: () => err, stop }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    await stop()
    const why = child.exitCode !== null ? `exited with ${child.exitCode}` : `did not answer within ${readyWithinMs} ms`
    if (attempt >= 2 || child.exitCode === null) throw new Error(`Prism ${why}.\nstdout:\n${out}\nstderr:\n${err}`)
  }
}
