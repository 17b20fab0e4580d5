// The reference server warns when it listens where other computers can reach
// it: its demo passwords are published. startServer passes the addresses
// Fastify bound (app.addresses()) to nonLoopbackWarning and prints the line
// with console.warn; tests never bind outside 127.0.0.1, so the exposed cases
// are decided here from the addresses such a bind reports.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { nonLoopbackWarning } from '../../../server/http/listen-warning'
import { startServer } from '../../../server/index'

describe('nonLoopbackWarning', () => {
  it('warns in one line for every address that is not loopback, naming it', () => {
    const cases = [
      ['0.0.0.0', '0.0.0.0:8787'],
      ['::', '[::]:8787'],
      ['192.168.1.20', '192.168.1.20:8787'],
      ['::ffff:10.0.0.7', '[::ffff:10.0.0.7]:8787'],
      ['fe80::1', '[fe80::1]:8787']
    ] as const
    for (const [address, shown] of cases) {
      const warning = nonLoopbackWarning([{ address, port: 8787 }])
      expect(warning, address).toContain(`listening on ${shown}, which other computers can reach`)
      expect(warning).toContain('demo passwords and API keys are published')
      expect(warning).toContain('--host 127.0.0.1')
      expect(warning).not.toContain('\n')
    }
  })

  it('names only the exposed addresses when the server listens on several', () => {
    const warning = nonLoopbackWarning([
      { address: '127.0.0.1', port: 8787 },
      { address: '0.0.0.0', port: 8787 }
    ])
    expect(warning).toContain('listening on 0.0.0.0:8787,')
    expect(warning).not.toContain('127.0.0.1:8787')
  })

  it('says nothing for loopback in any spelling, or a local socket path', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(nonLoopbackWarning([{ address, port: 8787 }]), address).toBeUndefined()
    }
    expect(nonLoopbackWarning(['/tmp/platform.sock'])).toBeUndefined()
    expect(nonLoopbackWarning([])).toBeUndefined()
  })
})

describe('startServer', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('prints no warning when it listens on 127.0.0.1', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true })
    await server.close()
    expect(warn).not.toHaveBeenCalled()
  })
})
