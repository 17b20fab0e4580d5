// Runs the *built* main entry under Node with the recording `electron`
// stand-in (register-stand-in.mjs) in a fresh profile, and reads back what
// the stand-in reported. The autostart folder lives in the profile too
// (XDG_CONFIG_HOME), never in the person's own.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
export const MAIN = join(ROOT, 'out/main/index.cjs')

/**
 * The Linux desktop the app finds: `tray` shows status icons, `trayless` is
 * stock GNOME. Each is a gdbus stand-in put first on PATH (tray-bin/,
 * trayless-bin/), so the app's own question to the session bus gets that answer.
 */
export type Desktop = 'tray' | 'trayless'

/**
 * A copy of the build in a folder of its own, for a run that writes beside main (its code cache): out/ itself is
 * shared with the other lanes of `npm test`.
 */
export function builtCopy(): { main: string; outDir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pd-built-copy-'))
  cpSync(join(ROOT, 'out'), join(dir, 'out'), { recursive: true })
  return {
    main: join(dir, 'out/main/index.cjs'),
    outDir: join(dir, 'out/main'),
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}

export interface BootSetup {
  desktop?: Desktop
  /** settings.json before the start. */
  settings?: Record<string, unknown>
  env?: Record<string, string>
  /** Command-line arguments after the script (as Electron would see them). */
  args?: string[]
}

export interface Boot<R> {
  status: number | null
  report: R
  dir: string
  remove(): void
}

/** `setup` gets the profile folder, to put files there and name them; `main` is the entry to run (the bench runs an empty one too). */
export function bootMain<R>(scenario: string, setup: (dir: string) => BootSetup = () => ({}), main = MAIN): Boot<R> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` before the smoke test.`)
  const dir = mkdtempSync(join(tmpdir(), 'pd-smoke-'))
  const reportFile = join(dir, 'report.json')
  const { settings, env, args = [], desktop = 'tray' } = setup(dir)
  if (settings) writeFileSync(join(dir, 'settings.json'), JSON.stringify(settings))
  const run = spawnSync(process.execPath, ['--import', join(ROOT, 'test/smoke/register-stand-in.mjs'), main, ...args], {
    // An update feed on this computer that answers nothing: the repository has no packaged app-update.yml.
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'test/smoke', `${desktop}-bin`)}${delimiter}${process.env.PATH ?? ''}`,
      SMOKE_SCENARIO: scenario,
      SMOKE_REPORT: reportFile,
      SMOKE_USER_DATA: dir,
      SMOKE_APP_PATH: ROOT,
      XDG_CONFIG_HOME: join(dir, 'config'),
      PLATFORM_BASE_URL: '',
      PLATFORM_UPDATE_URL: 'http://127.0.0.1:9/updates',
      ...env
    },
    encoding: 'utf8',
    timeout: 20_000
  })
  if (!existsSync(reportFile)) throw new Error(`main did not boot (exit ${run.status}):\n${run.stderr}`)
  return {
    status: run.status,
    report: JSON.parse(readFileSync(reportFile, 'utf8')) as R,
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}
