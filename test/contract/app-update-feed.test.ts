// The reference server as an electron-updater "generic" feed: a folder made
// by scripts/make-update-feed.mjs, served read-only under /updates/ (outside
// /v1 and api/openapi.yaml). app-update-feed-updater.test.ts runs electron-updater's
// own code against it.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import type { RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import { checkFeedSignature, trustedKey } from '../../src/main/features/app-update/feed-signature'
import { makeUpdateFeed, makeUpdateFeedOrThrow, sha512Base64, temporaryFolder } from './support/app-update-feed'
import { nodeRequest } from './support/node-http'

const INSTALLER = 'Platform Desktop Setup 0.2.0.exe'
const RELEASE_DATE = '2026-11-20T10:00:00.000Z'
const SECRET = 'secret-outside-the-feed'

interface FeedFile {
  url: string
  sha512: string
  size: number
}
interface ChannelFile {
  version: string
  files: FeedFile[]
  path: string
  sha512: string
  releaseDate: string
}

const folder = temporaryFolder('update-feed')
const installer = randomBytes(300 * 1024)
let server: RunningServer
let feed: string
let feedUrl: string

const fileUrl = (name: string): string => `${feedUrl}/${encodeURIComponent(name)}`

beforeAll(async () => {
  const root = folder()
  const source = join(root, 'dist')
  feed = join(root, 'feed')
  mkdirSync(source)
  writeFileSync(join(source, INSTALLER), installer)
  writeFileSync(join(root, 'secret.txt'), SECRET)
  makeUpdateFeedOrThrow(
    '--version',
    '0.2.0',
    '--platform',
    'win',
    '--arch',
    'x64',
    '--release-date',
    RELEASE_DATE,
    '--out',
    feed,
    join(source, INSTALLER)
  )
  // What must never be reachable: a symlink out of the feed, a dotfile, a subfolder.
  symlinkSync(join(root, 'secret.txt'), join(feed, 'outside.yml'))
  writeFileSync(join(feed, '.env'), SECRET)
  mkdirSync(join(feed, 'nested'))
  writeFileSync(join(feed, 'nested', 'inside.yml'), SECRET)
  // A symlink to another file of the feed is fine.
  symlinkSync('latest.yml', join(feed, 'alias.yml'))
  server = await startServer({ port: 0, appUpdateFeedDir: feed })
  feedUrl = server.appUpdateFeedUrl ?? ''
})

afterAll(async () => {
  await server.close()
})

describe('the channel file', () => {
  it('is latest.yml for Windows and names the installer with the sha512 and size of the bytes served', async () => {
    expect(feedUrl).toBe(`${server.url}/updates`)
    const response = await fetch(`${feedUrl}/latest.yml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/yaml')
    const info = parse(await response.text()) as ChannelFile
    const served = Buffer.from(await (await fetch(fileUrl(INSTALLER))).arrayBuffer())
    expect(info).toEqual({
      version: '0.2.0',
      files: [{ url: INSTALLER, sha512: sha512Base64(served), size: served.length }],
      path: INSTALLER,
      sha512: sha512Base64(served),
      releaseDate: RELEASE_DATE
    })
    expect(served.length).toBe(installer.length)
  })

  it('stamps releaseDate with the current time unless told otherwise', () => {
    const out = join(folder(), 'dated')
    const before = Date.now()
    makeUpdateFeedOrThrow('--version', '0.2.0', '--platform', 'win', '--out', out, join(feed, INSTALLER))
    const { releaseDate } = parse(readFileSync(join(out, 'latest.yml'), 'utf8')) as ChannelFile
    expect(Date.parse(releaseDate)).toBeGreaterThanOrEqual(before - 1_000)
    expect(Date.parse(releaseDate)).toBeLessThanOrEqual(Date.now())
  })
})

describe('installer downloads', () => {
  it('serves the installer byte-identical, with its length, type and range support', async () => {
    const response = await fetch(fileUrl(INSTALLER))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.microsoft.portable-executable')
    expect(response.headers.get('content-length')).toBe(String(installer.length))
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await response.arrayBuffer()).equals(installer)).toBe(true)
  })

  it('answers HEAD with the same headers and no body', async () => {
    const head = await nodeRequest(server.url, { method: 'HEAD', path: `/updates/${encodeURIComponent(INSTALLER)}` })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(installer.length))
    expect(head.headers['content-type']).toBe('application/vnd.microsoft.portable-executable')
    expect(head.body).toBe('')
  })

  it('answers a Range request with 206 and exactly that slice', async () => {
    const size = installer.length
    const cases: Array<[string, number, number]> = [
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      [`bytes=0-${size * 2}`, 0, size - 1]
    ]
    for (const [range, start, end] of cases) {
      const response = await fetch(fileUrl(INSTALLER), { headers: { range } })
      expect(response.status, range).toBe(206)
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1))
      expect(Buffer.from(await response.arrayBuffer()).equals(installer.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it('answers several ranges as multipart/byteranges, in the order asked', async () => {
    const response = await fetch(fileUrl(INSTALLER), { headers: { range: 'bytes=5000-5099, 10-19' } })
    expect(response.status).toBe(206)
    const contentType = response.headers.get('content-type') ?? ''
    const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(contentType)?.[1] ?? ''
    expect(boundary).not.toBe('')
    const part = (start: number, end: number, first: boolean): Buffer[] => [
      Buffer.from(
        `${first ? '' : '\r\n'}--${boundary}\r\nContent-Type: application/vnd.microsoft.portable-executable\r\nContent-Range: bytes ${start}-${end}/${installer.length}\r\n\r\n`
      ),
      installer.subarray(start, end + 1)
    ]
    const expected = Buffer.concat([
      ...part(5000, 5099, true),
      ...part(10, 19, false),
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const body = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.equals(expected)).toBe(true)
  })

  it('answers 416 JSON to a range past the end, and ignores ranges it does not take', async () => {
    const past = await fetch(fileUrl(INSTALLER), { headers: { range: `bytes=${installer.length}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${installer.length}`)
    expect(await past.json()).toEqual({ code: '416', message: expect.stringMatching(/\.$/) })
    // Malformed, another unit, overlapping past the file's size, a stale If-Range: the whole file.
    const ignored: Array<Record<string, string>> = [
      { range: 'bytes=5-1' },
      { range: 'items=0-1' },
      { range: 'bytes=0-,0-' },
      { range: 'bytes=0-1', 'if-range': '"some-etag"' }
    ]
    for (const headers of ignored) {
      const response = await fetch(fileUrl(INSTALLER), { headers })
      expect(response.status, JSON.stringify(headers)).toBe(200)
      expect((await response.arrayBuffer()).byteLength).toBe(installer.length)
    }
    // Range is defined for GET only (RFC 9110 §14.2): HEAD describes the whole file.
    const head = await nodeRequest(server.url, {
      method: 'HEAD',
      path: `/updates/${encodeURIComponent(INSTALLER)}`,
      headers: { range: 'bytes=0-9' }
    })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(installer.length))
  })

  it('honours If-Range when it repeats Last-Modified', async () => {
    const lastModified = (await fetch(fileUrl(INSTALLER), { method: 'HEAD' })).headers.get('last-modified') ?? ''
    const response = await fetch(fileUrl(INSTALLER), { headers: { range: 'bytes=0-9', 'if-range': lastModified } })
    expect(response.status).toBe(206)
    expect(Buffer.from(await response.arrayBuffer()).equals(installer.subarray(0, 10))).toBe(true)
  })

  it('names the content type of every kind of file electron-builder publishes, including files added while running', async () => {
    const types: Record<string, string> = {
      'Platform-Desktop-0.2.0-arm64-mac.zip': 'application/zip',
      'Platform-Desktop-0.2.0.AppImage': 'application/vnd.appimage',
      'platform-desktop_0.2.0_amd64.deb': 'application/vnd.debian.binary-package',
      'Platform-Desktop-0.2.0.dmg': 'application/x-apple-diskimage',
      'Platform-Desktop-0.2.0.dmg.blockmap': 'application/octet-stream',
      'latest-mac.yml': 'application/yaml',
      'notes.txt': 'application/octet-stream'
    }
    for (const [name, type] of Object.entries(types)) {
      writeFileSync(join(feed, name), 'x')
      const response = await fetch(fileUrl(name), { method: 'HEAD' })
      expect(response.status, name).toBe(200)
      expect(response.headers.get('content-type'), name).toBe(type)
      // Never Content-Encoding: a blockmap is gzip that electron-updater inflates itself.
      expect(response.headers.get('content-encoding'), name).toBeNull()
    }
  })
})

describe('nothing outside the folder', () => {
  // Sent through node:http, which keeps the path as written; fetch would
  // resolve the dot segments (even %2e%2e) before sending.
  const attempts = [
    '/updates/../secret.txt',
    '/updates/../package.json',
    '/updates/%2e%2e/secret.txt',
    '/updates/%2E%2E/%2e%2e/package.json',
    '/updates/..%2fsecret.txt',
    '/updates/..%2Fsecret.txt',
    '/updates/%2e%2e%2fsecret.txt',
    '/updates/..%5csecret.txt',
    '/updates/..\\secret.txt',
    '/updates/%2fetc%2fpasswd',
    '/updates//etc/passwd',
    '/updates/outside.yml',
    '/updates/.env',
    '/updates/%2eenv',
    '/updates/nested',
    '/updates/nested/inside.yml',
    '/updates/nested%2finside.yml',
    '/updates/latest.yml%00.txt',
    '/updates/.',
    '/updates/..',
    '/updates/',
    '/updates'
  ]

  it.each(attempts)('answers 404 JSON to %s', async (path) => {
    const response = await nodeRequest(server.url, { method: 'GET', path })
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(response.body)).toEqual({ code: '404', message: expect.stringMatching(/\.$/) })
    expect(response.body).not.toContain(SECRET)
  })

  it('serves a symlink that points at another file of the feed', async () => {
    const alias = await fetch(`${feedUrl}/alias.yml`)
    expect(alias.status).toBe(200)
    expect(await alias.text()).toBe(readFileSync(join(feed, 'latest.yml'), 'utf8'))
  })

  it('answers 404 JSON to methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${feedUrl}/latest.yml`, { method })
      expect(response.status, method).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })
})

describe('a server without appUpdateFeedDir', () => {
  it('has no /updates/ routes: 404 JSON like any unknown path', async () => {
    const plain = await startServer({ port: 0 })
    try {
      expect(plain.appUpdateFeedUrl).toBeNull()
      const response = await fetch(`${plain.url}/updates/latest.yml`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ code: '404', message: expect.stringMatching(/\.$/) })
    } finally {
      await plain.close()
    }
  })

  it('refuses to start with a folder that does not exist or is a file', async () => {
    await expect(startServer({ port: 0, appUpdateFeedDir: join(folder(), 'missing') })).rejects.toThrow(
      /does not exist/
    )
    await expect(startServer({ port: 0, appUpdateFeedDir: join(feed, 'latest.yml') })).rejects.toThrow(/not a folder/)
  })
})

describe('outside the contract', () => {
  it('api/openapi.yaml has no /updates path: the feed is a file host, not an operation', () => {
    const spec = parse(readFileSync(join(import.meta.dirname, '../../api/openapi.yaml'), 'utf8')) as {
      paths: Record<string, unknown>
    }
    expect(Object.keys(spec.paths).filter((path) => path.startsWith('/updates'))).toEqual([])
  })

  it('logs feed requests without an operation, and fault rules never touch them', async () => {
    server.controls.clearRequests()
    server.controls.setFaults({ '*': { status: 503 } })
    try {
      expect((await fetch(`${feedUrl}/latest.yml`)).status).toBe(200)
      expect((await fetch(`${server.url}/v1/maintenance/`)).status).toBe(503)
    } finally {
      server.controls.clearFaults()
    }
    expect(server.controls.requests()[0]).toMatchObject({
      operationId: null,
      method: 'GET',
      path: '/updates/latest.yml',
      status: 200
    })
  })
})

describe('npm run server -- --app-update-feed <dir>', () => {
  it('serves the folder, prints the URL for PLATFORM_UPDATE_URL and the channel files, and stops on SIGTERM', async () => {
    const root = join(import.meta.dirname, '../..')
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', '--port', '0', '--quiet', '--app-update-feed', feed],
      { cwd: root }
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no feed URL printed:\n${out}`)), 15_000)
        child.stdout.on('data', () => {
          const match = /PLATFORM_UPDATE_URL=(http:\/\/127\.0\.0\.1:\d+\/updates)/.exec(out)
          if (match?.[1] && out.includes('Press Ctrl+C')) {
            clearTimeout(timer)
            resolve(match[1])
          }
        })
      })
      expect(out).toMatch(/channel files: .*\blatest\.yml\b/)
      const response = await fetch(`${url}/latest.yml`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(readFileSync(join(feed, 'latest.yml'), 'utf8'))
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  })

  it('refuses to start when the folder does not exist', async () => {
    const root = join(import.meta.dirname, '../..')
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', '--port', '0', '--app-update-feed', join(folder(), 'nowhere')],
      {
        cwd: root
      }
    )
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    expect(await new Promise<number | null>((done) => child.on('exit', (code) => done(code)))).toBe(1)
    expect(err).toMatch(/The server could not start: appUpdateFeedDir ".*nowhere" does not exist/)
  })
})

describe('scripts/make-update-feed.mjs --sign-key', () => {
  const signing = join(import.meta.dirname, '../fixtures/update-signing')
  const deb = () => {
    const path = join(folder(), 'platform-desktop-0.2.0-linux-amd64.deb')
    writeFileSync(path, randomBytes(4096))
    return path
  }

  it('signs the channel file beside it, as the app requires on Linux, and served like the rest of the feed', async () => {
    const out = join(folder(), 'signed-feed')
    const run = makeUpdateFeedOrThrow(
      '--version',
      '0.2.0',
      '--platform',
      'linux',
      '--arch',
      'x64',
      '--sign-key',
      join(signing, 'test-key.pem'),
      '--out',
      out,
      deb()
    )
    expect(run.stdout).toMatch(/latest-linux\.yml \(linux x64, version 0\.2\.0\), signed in latest-linux\.yml\.sig:/)
    expect(run.stderr).toBe('')
    const trusted = [trustedKey(readFileSync(join(signing, 'test-key.pub'), 'utf8').trim())]
    const check = (at: number) =>
      checkFeedSignature(
        'latest-linux.yml',
        readFileSync(join(out, 'latest-linux.yml')),
        readFileSync(join(out, 'latest-linux.yml.sig'), 'utf8'),
        trusted,
        {
          now: at,
          newestSeen: null
        }
      )
    expect(check(Date.now())).toMatchObject({ name: 'latest-linux.yml' })
    // --signed-at and --valid-days date the signature.
    makeUpdateFeedOrThrow(
      '--version',
      '0.2.0',
      '--platform',
      'linux',
      '--arch',
      'x64',
      '--sign-key',
      join(signing, 'test-key.pem'),
      '--signed-at',
      '2026-01-01T00:00:00Z',
      '--valid-days',
      '10',
      '--out',
      out,
      deb()
    )
    expect(check(Date.parse('2026-01-10T00:00:00Z'))).toEqual({
      name: 'latest-linux.yml',
      signedAt: Date.parse('2026-01-01T00:00:00Z'),
      expiresAt: Date.parse('2026-01-11T00:00:00Z')
    })
    expect(check(Date.parse('2026-01-11T00:00:00Z'))).toMatchObject({
      message: expect.stringMatching(/expired on 2026-01-11/)
    })
    const signed = await startServer({ port: 0, appUpdateFeedDir: out })
    try {
      const response = await nodeRequest(signed.url, { method: 'GET', path: '/updates/latest-linux.yml.sig' })
      expect(response.status).toBe(200)
      expect(response.body).toBe(readFileSync(join(out, 'latest-linux.yml.sig'), 'utf8'))
    } finally {
      await signed.close()
    }
  })

  it('without a key, removes an old signature and warns that Linux refuses an unsigned feed', () => {
    const out = join(folder(), 'resigned-feed')
    makeUpdateFeedOrThrow(
      '--version',
      '0.2.0',
      '--platform',
      'linux',
      '--arch',
      'x64',
      '--sign-key',
      join(signing, 'test-key.pem'),
      '--out',
      out,
      deb()
    )
    const run = makeUpdateFeedOrThrow('--version', '0.2.1', '--platform', 'linux', '--arch', 'x64', '--out', out, deb())
    expect(existsSync(join(out, 'latest-linux.yml.sig'))).toBe(false)
    expect(run.stderr).toMatch(
      /Warning: The feed is not signed \(--sign-key\): Platform Desktop on Linux refuses an unsigned feed\./
    )
  })

  it('refuses signing dates without a key, or that are not dates', () => {
    const noKey = makeUpdateFeed(
      '--version',
      '0.2.0',
      '--platform',
      'linux',
      '--signed-at',
      '2026-01-01T00:00:00Z',
      '--out',
      join(folder(), 'refused'),
      deb()
    )
    expect(noKey.stderr).toMatch(/--signed-at and --valid-days describe a signature: give --sign-key too\./)
    const key = ['--sign-key', join(signing, 'test-key.pem')]
    expect(
      makeUpdateFeed(
        '--version',
        '0.2.0',
        '--platform',
        'linux',
        ...key,
        '--signed-at',
        'soon',
        '--out',
        join(folder(), 'refused'),
        deb()
      ).stderr
    ).toMatch(/--signed-at must be a date such as 2026-11-16T09:00:00Z, not "soon"\./)
    expect(
      makeUpdateFeed(
        '--version',
        '0.2.0',
        '--platform',
        'linux',
        ...key,
        '--valid-days',
        '0',
        '--out',
        join(folder(), 'refused'),
        deb()
      ).stderr
    ).toMatch(/--valid-days must be a whole number of days from 1 to 3650, not "0"\./)
  })

  it('refuses a key file that is missing or holds no Ed25519 key', () => {
    const missing = makeUpdateFeed(
      '--version',
      '0.2.0',
      '--platform',
      'linux',
      '--sign-key',
      join(folder(), 'nope.pem'),
      '--out',
      join(folder(), 'refused'),
      deb()
    )
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/--sign-key ".*nope\.pem" is not a file\./)
    const notKey = join(folder(), 'not-a-key.pem')
    writeFileSync(notKey, 'hello')
    const wrong = makeUpdateFeed(
      '--version',
      '0.2.0',
      '--platform',
      'linux',
      '--sign-key',
      notKey,
      '--out',
      join(folder(), 'refused'),
      deb()
    )
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toMatch(/not-a-key\.pem holds no PEM private key/)
  })
})

describe('scripts/make-update-feed.mjs refuses what electron-updater could not use', () => {
  it.each([
    [['--version', '0.2', '--platform', 'win'], /--version must be a semantic version/],
    [['--version', '0.2.0', '--platform', 'beos'], /--platform must be win, mac or linux/],
    [['--version', '0.2.0', '--platform', 'mac'], /No installer electron-updater can use on mac: it downloads \.zip/],
    [['--version', '0.2.0', '--platform', 'linux', '--arch', 'ia32'], /--arch must be x64 or arm64/],
    [['--version', '0.2.0', '--platform', 'win', '--channel', '../x'], /--channel must be a plain name/],
    [['--version', '0.2.0', '--platform', 'win', '--bogus'], /Unknown option '--bogus'/]
  ])('%j', (args, message) => {
    const run = makeUpdateFeed(...args, '--out', join(folder(), 'refused'), join(feed, INSTALLER))
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(message)
    expect(run.stderr).toMatch(/^Usage: /m)
  })

  it('refuses a dot-named installer, which the server would not serve', () => {
    const hidden = join(folder(), '.hidden.exe')
    writeFileSync(hidden, 'x')
    const run = makeUpdateFeed('--version', '0.2.0', '--platform', 'win', '--out', join(folder(), 'refused'), hidden)
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/starts with a dot/)
  })
})
