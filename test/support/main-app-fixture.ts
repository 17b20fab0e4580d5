// Builds the real main app (createMainApp) in a temp profile for tests, with
// a recorded encryptor and a log file the test can read back.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createMainApp, type MainApp, type MainAppDeps } from '../../src/main/app/main-app'
import type { RelaunchOptions } from '../../src/main/desktop/os/os-surfaces'
import type { Channel, IpcEvents, RequestOf, ResponseOf } from '../../src/shared/ipc'
import type { Result } from '../../src/shared/result'
import { spawnSourceBodyWorker } from './body-worker'
import { createStandInEncryptor, type RecordedEncryptor, type StandInEncryptorOptions } from './stand-in-encryptor'
import { credentialOnDisk } from './vault-files'

/** A channel without a request takes none; every other one takes exactly its request. */
export type RequestArgs<C extends Channel> = RequestOf<C> extends undefined ? [] : [request: RequestOf<C>]

/** One event main sent, its payload typed by the event's name. */
export type RecordedEvent = { [E in keyof IpcEvents]: { event: E; payload: IpcEvents[E] } }[keyof IpcEvents]

export interface Fixture {
  app: MainApp
  dir: string
  /** The keyring stand-in this start uses, with its recorded calls. */
  encryptor: RecordedEncryptor
  events: RecordedEvent[]
  /** The payloads of every `event` main sent so far, oldest first. */
  payloadsOf<E extends keyof IpcEvents>(event: E): IpcEvents[E][]
  /** URLs handed to the OS browser stand-in. */
  opened: string[]
  /** Each time main quit to start again (OsSurfaces.relaunch), with how the next run starts; this run goes on. */
  relaunches: RelaunchOptions[]
  /** Asks main as the renderer's bridge does: the request and the answer are the contract's for that channel. */
  call<C extends Channel>(channel: C, ...request: RequestArgs<C>): Promise<Result<ResponseOf<C>>>
  /** The same, from one window (its IPC sender id): per-window state such as a running search or granted pictures. */
  callFrom<C extends Channel>(sender: string, channel: C, ...request: RequestArgs<C>): Promise<Result<ResponseOf<C>>>
  /**
   * The same, for one account (an id from `accounts:list` or `accounts:add`), as the
   * page's per-account cache asks: main answers for that account whichever the views show.
   */
  callAs<C extends Channel>(account: string, channel: C, ...request: RequestArgs<C>): Promise<Result<ResponseOf<C>>>
  /**
   * Sends anything at all, as a compromised or broken renderer could: for the
   * tests that prove main refuses what the contract does not allow.
   */
  callUnchecked(channel: unknown, request?: unknown): Promise<Result<unknown>>
  /**
   * Disposes this start and starts again on the same profile, with what the host hands in changed by `changes` (a new
   * version of the app); closing this fixture then closes the new one.
   */
  restart(options?: StandInEncryptorOptions, changes?: FixtureHost): Promise<Fixture>
  /** Every file under the profile, as text, for "the token is nowhere" checks. */
  allFiles(): Promise<string>
  /** A credential file (any account's, or the one from before several accounts) with something in it is on disk; an emptied one holds no credential. */
  credentialOnDisk(): Promise<boolean>
  /** Disposes the app (the newest start, after a restart) and removes the profile; twice is harmless. */
  close(): Promise<void>
}

/**
 * `host` overrides what the host process hands in (the fetch, the clock, the OS it runs on).
 * The fixture waits for the start-up restore, as most tests want the session
 * it brings back; `waitForRestore: false` starts as the app does, without waiting. It opens the log at once, which
 * the app does after the page's first answer; `openLog: false` leaves that to the app. It waits for the features the
 * app builds a moment after its first answer (late-features.ts); `waitForFeatures: false` leaves them to the app.
 */
/** What a test may hand the app in place of the host's own. */
export type FixtureHost = Pick<
  Partial<MainAppDeps>,
  | 'fetch'
  | 'now'
  | 'vaultFs'
  | 'clock'
  | 'os'
  | 'createUpdater'
  | 'openSettings'
  | 'http'
  | 'platform'
  | 'env'
  | 'noSandbox'
  | 'version'
>

export async function createFixture(
  baseUrl: string | null,
  encryption: StandInEncryptorOptions = {},
  dir?: string,
  host: FixtureHost = {},
  {
    waitForRestore = true,
    openLog = true,
    waitForFeatures = true
  }: { waitForRestore?: boolean; openLog?: boolean; waitForFeatures?: boolean } = {}
): Promise<Fixture> {
  const profile = dir ?? (await mkdtemp(join(tmpdir(), 'pd-main-')))
  const opened: string[] = []
  const relaunches: RelaunchOptions[] = []
  const encryptor = createStandInEncryptor(encryption)
  const app = await createMainApp({
    userDataDir: profile,
    encryptor,
    openExternal: (url) => {
      opened.push(url)
      return Promise.resolve()
    },
    platform: 'linux',
    version: '0.0.0-test',
    http: { retryDelayMs: 5, timeoutMs: 2_000 },
    spawnBodyWorker: () => spawnSourceBodyWorker(),
    ...host,
    // The host's environment (e.g. APPIMAGE) beside the server the test runs.
    env: { ...host.env, ...(baseUrl ? { PLATFORM_BASE_URL: baseUrl } : {}) },
    os: { relaunch: (how) => relaunches.push(how), ...host.os }
  })
  if (waitForFeatures) await app.featuresLoaded()
  const events: Fixture['events'] = []
  // Once only: restart disposes, and a test may close a fixture it restarted.
  let disposed: Promise<void> | null = null
  const dispose = () => (disposed ??= app.dispose())
  let successor: Fixture | null = null
  // onEvent's listener sees the name and the payload apart; together they are one of RecordedEvent.
  app.onEvent((event, payload) => events.push({ event, payload } as RecordedEvent))
  // The app opens its log file after the page's first answer (startLogger); tests read it back at any time, unless
  // they check when it opens.
  if (openLog) await app.openLog()
  if (waitForRestore) await app.restored
  const fixture: Fixture = {
    app,
    dir: profile,
    encryptor,
    events,
    payloadsOf: (event) =>
      events
        .filter((recorded) => recorded.event === event)
        .map((recorded) => recorded.payload as IpcEvents[typeof event]),
    opened,
    relaunches,
    // dispatch checks the request against the channel's schema, so the answer is that channel's response.
    call: (channel, ...request) => app.dispatch(channel, request[0]) as Promise<Result<ResponseOf<typeof channel>>>,
    callFrom: (sender, channel, ...request) =>
      app.dispatch(channel, request[0], { sender }) as Promise<Result<ResponseOf<typeof channel>>>,
    callAs: (account, channel, ...request) =>
      app.dispatch(channel, request[0], { sender: 'main-window', account }) as Promise<
        Result<ResponseOf<typeof channel>>
      >,
    callUnchecked: (channel, request) => app.dispatch(channel, request),
    restart: async (options, changes) => {
      await dispose()
      successor = await createFixture(baseUrl, options ?? encryption, profile, { ...host, ...changes })
      return successor
    },
    allFiles: async () => {
      const out: string[] = []
      const walk = async (path: string): Promise<void> => {
        for (const entry of await readdir(path, { withFileTypes: true })) {
          const full = join(path, entry.name)
          if (entry.isDirectory()) await walk(full)
          else out.push(await readFile(full, 'utf8'))
        }
      }
      await walk(profile)
      return out.join('\n')
    },
    credentialOnDisk: () => credentialOnDisk(profile),
    close: async () => {
      await dispose()
      await successor?.close()
      await rm(profile, { recursive: true, force: true })
    }
  }
  return fixture
}
