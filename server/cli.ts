// `npm run server -- --port 8787 [--host 127.0.0.1] [--quiet] [--app-update-feed <dir>] [login limits]`
// Starts the reference server for demo mode. Fault injection is never enabled
// here; it exists only for tests that call startServer() directly.
import { readdirSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { waitInWords } from './auth/login-throttle'
import type { GivenLoginLimits, RunningServer } from './index'
import { startServer } from './index'

const USAGE = [
  'Usage: npm run server -- [--port 8787] [--host 127.0.0.1] [--quiet] [--app-update-feed <dir>]',
  '         [--account-failures 10] [--account-window <seconds, 900>] [--client-logins 30] [--client-window <seconds, 60>]',
  '         [--max-sessions 20]'
].join('\n')

function parsePort(text: string): number {
  const port = Number(text)
  if (!/^[0-9]{1,5}$/.test(text) || port > 65_535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${text}".`)
  }
  return port
}

/** A flag's whole number above 0, or undefined when the flag was not given. */
function parseCount(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const value = Number(text)
  if (!/^[0-9]{1,9}$/.test(text) || value === 0)
    throw new Error(`--${flag} must be a whole number above 0, not "${text}".`)
  return value
}

type LimitFlag = 'account-failures' | 'account-window' | 'client-logins' | 'client-window'

function loginLimitFlags(values: Partial<Record<LimitFlag, string>>): GivenLoginLimits {
  const seconds = (flag: LimitFlag): number | undefined => {
    const value = parseCount(flag, values[flag])
    return value === undefined ? undefined : value * 1000
  }
  return {
    accountFailures: parseCount('account-failures', values['account-failures']),
    accountWindowMs: seconds('account-window'),
    clientLogins: parseCount('client-logins', values['client-logins']),
    clientWindowMs: seconds('client-window')
  }
}

const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

function limitsLine(server: RunningServer): string {
  const { accountFailures, accountWindowMs, clientLogins, clientWindowMs, globalLogins, globalWindowMs } =
    server.loginLimits
  const window = (ms: number): string => waitInWords(Math.ceil(ms / 1000))
  return (
    `Login limits: ${counted(accountFailures, 'failed login')} per username per ${window(accountWindowMs)}, ` +
    `${counted(clientLogins, 'login')} per client address per ${window(clientWindowMs)}, ` +
    `${counted(globalLogins, 'login')} from all clients together per ${window(globalWindowMs)}; ` +
    `at most ${counted(server.maxSessionsPerAccount, 'live session')} per account (a new one revokes the oldest).`
  )
}

/** Names the channel files found, so a feed made for another platform is noticed at once. */
function feedLines(feedUrl: string, dir: string): string[] {
  const channels = readdirSync(dir).filter((name) => name.endsWith('.yml') && !name.startsWith('.'))
  return [
    `Update feed (electron-updater generic provider): ${feedUrl}`,
    `  serving ${dir}; start the app with PLATFORM_UPDATE_URL=${feedUrl}`,
    channels.length > 0
      ? `  channel files: ${channels.sort().join(', ')}`
      : '  no channel file (latest*.yml) yet: make one with scripts/make-update-feed.mjs'
  ]
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      quiet: { type: 'boolean', default: false },
      'app-update-feed': { type: 'string' },
      'account-failures': { type: 'string' },
      'account-window': { type: 'string' },
      'client-logins': { type: 'string' },
      'client-window': { type: 'string' },
      'max-sessions': { type: 'string' },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const feedDir = values['app-update-feed']
  const server = await startServer({
    port: parsePort(values.port),
    host: values.host,
    quiet: values.quiet,
    appUpdateFeedDir: feedDir,
    loginLimits: loginLimitFlags(values),
    maxSessionsPerAccount: parseCount('max-sessions', values['max-sessions'])
  })
  const { demo } = server.controls
  const lines = [
    `Platform reference server listening on ${server.url}`,
    '',
    'Demo accounts (username / password):',
    ...demo.accounts.map(
      (account) => `  ${account.username.padEnd(8)} ${account.password.padEnd(12)} user id ${account.id}`
    ),
    '',
    'API keys (send as Authorization: Bearer <key>):',
    ...demo.apiKeys.map((key) => `  ${key.key}  ${key.label} (${key.username})`),
    '',
    `Popular account: ${demo.popularUser.username} (user id ${demo.popularUser.id}, ${demo.popularUser.followersCount} followers)`,
    limitsLine(server),
    ...(server.appUpdateFeedUrl === null || feedDir === undefined
      ? []
      : ['', ...feedLines(server.appUpdateFeedUrl, feedDir)]),
    'Press Ctrl+C to stop.'
  ]
  console.log(lines.join('\n'))

  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return
    stopping = true
    console.log(`\nReceived ${signal}; shutting down.`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not close cleanly:', error)
        process.exit(1)
      }
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`The server could not start: ${message}`)
  console.error(USAGE)
  process.exit(1)
})
