// The GitHub Actions workflows only run on GitHub. These checks catch, here,
// what would otherwise show up as a failed release: YAML that does not parse,
// a missing OS, a signing variable electron-builder does not read, an
// installer or feed file left out of the upload.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { root } from './builder-config'

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<
    string,
    {
      'runs-on': string
      strategy?: { matrix: { os: string[] } }
      steps: Step[]
      needs?: string
      permissions?: Record<string, string>
    }
  >
}

const read = (name: string) => parse(readFileSync(join(root, '.github/workflows', name), 'utf8')) as Workflow
const ci = read('ci.yml')
const release = read('release.yml')
const resign = read('resign-update-feed.yml')
const allSteps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps)
const runs = (workflow: Workflow) => allSteps(workflow).map((step) => step.run ?? '')

describe.each([
  ['ci.yml', ci],
  ['release.yml', release]
])('%s', (_name, workflow) => {
  it('pins every action to a major version', () => {
    const uses = allSteps(workflow).flatMap((step) => (step.uses ? [step.uses] : []))
    expect(uses.length).toBeGreaterThan(0)
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/)
  })

  it('sets up Node 24 with the npm cache and installs with npm ci', () => {
    expect(allSteps(workflow).find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toEqual({
      'node-version': 24,
      cache: 'npm'
    })
    expect(runs(workflow)).toContain('npm ci')
  })
})

describe('ci.yml', () => {
  const job = ci.jobs.test

  it('runs on Windows, macOS and Linux', () => {
    expect(job?.strategy?.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest'])
  })

  it('runs npm test and then the Electron project, under xvfb on Linux only', () => {
    const steps = job?.steps ?? []
    const command = (run: string) => steps.filter((step) => step.run === run).map((step) => step.if)
    expect(command('xvfb-run -a npm test')).toEqual(["runner.os == 'Linux'"])
    expect(command('npm test')).toEqual(["runner.os != 'Linux'"])
    expect(command('xvfb-run -a npx playwright test --project electron')).toEqual(["runner.os == 'Linux'"])
    expect(command('npx playwright test --project electron')).toEqual(["runner.os != 'Linux'"])
    expect(steps.findIndex((step) => step.run?.includes('npm test'))).toBeLessThan(
      steps.findIndex((step) => step.run?.includes('--project electron'))
    )
    expect(steps.find((step) => step.run?.includes('install -y --no-install-recommends xvfb'))?.if).toBe(
      "runner.os == 'Linux'"
    )
  })
})

describe('release.yml', () => {
  const build = release.jobs.installers
  const publish = release.jobs.release
  const packaging = build?.steps.find((step) => step.run?.includes('electron-builder'))

  it('runs on version tags, on every OS', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } })
    expect(build?.strategy?.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest'])
  })

  it('builds, then packages without publishing', () => {
    const order = (build?.steps ?? []).map((step) => step.run)
    expect(order.indexOf('npm run build')).toBeGreaterThan(-1)
    expect(order.indexOf('npm run build')).toBeLessThan(
      order.findIndex((run) => run?.includes('npx electron-builder --publish never'))
    )
  })

  it("passes only electron-builder's signing and notarization variables, from secrets, each to its own OS", () => {
    const env = packaging?.env ?? {}
    expect(Object.keys(env).sort()).toEqual(
      [
        'APPLE_APP_SPECIFIC_PASSWORD',
        'APPLE_ID',
        'APPLE_TEAM_ID',
        'CSC_KEY_PASSWORD',
        'CSC_LINK',
        'WIN_CSC_KEY_PASSWORD',
        'WIN_CSC_LINK'
      ].sort()
    )
    for (const [name, value] of Object.entries(env)) {
      const os = name.startsWith('WIN_') ? 'Windows' : 'macOS'
      expect(value).toBe(`\${{ runner.os == '${os}' && secrets.${name} || '' }}`)
      // Unset when empty: electron-builder takes an empty CSC_LINK as set.
      expect(packaging?.run).toContain(name)
    }
    expect(packaging?.run).toMatch(/if \[ -z "\$\{!name\}" \]; then unset "\$name"; fi/)
  })

  it('signs the Linux update feed with the key from the secret store, before anything is released', () => {
    const steps = publish?.steps ?? []
    const at = (uses: string) => steps.findIndex((step) => step.uses?.startsWith(uses))
    const signing = steps.findIndex((step) => step.run?.includes('scripts/sign-update-feed.mjs'))
    expect(steps[signing]).toEqual({
      name: 'Sign the Linux update feed',
      env: { UPDATE_SIGNING_KEY: '${{ secrets.UPDATE_SIGNING_KEY }}' },
      run: 'node scripts/sign-update-feed.mjs dist/latest-linux*.yml'
    })
    // The script and the trusted keys come from the checkout; the feed files from the build jobs.
    expect(at('actions/checkout@')).toBeGreaterThan(-1)
    expect(at('actions/checkout@')).toBeLessThan(signing)
    expect(steps[at('actions/setup-node@')]?.with).toEqual({ 'node-version': 24 })
    expect(at('actions/setup-node@')).toBeLessThan(signing)
    expect(at('actions/download-artifact@')).toBeLessThan(signing)
    expect(signing).toBeLessThan(at('softprops/action-gh-release@'))
    // The signatures go out with everything else in dist/.
    expect(steps[at('softprops/action-gh-release@')]?.with?.files).toBe('dist/*')
  })

  it('uploads the installers with their update feed files, and attaches them to the release', () => {
    const upload = build?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    const paths = String(upload?.with?.path).trim().split('\n')
    for (const pattern of [
      'dist/*.exe',
      'dist/*.dmg',
      'dist/*.zip',
      'dist/*.AppImage',
      'dist/*.deb',
      'dist/*.blockmap',
      'dist/latest*.yml'
    ])
      expect(paths).toContain(pattern)
    expect(upload?.with?.['if-no-files-found']).toBe('error')
    expect(publish?.needs).toBe('installers')
    expect(publish?.permissions).toEqual({ contents: 'write' })
    expect(publish?.steps.some((step) => step.uses?.startsWith('softprops/action-gh-release@'))).toBe(true)
  })
})

describe('resign-update-feed.yml', () => {
  const steps = resign.jobs.resign?.steps ?? []

  it("signs the newest release's Linux feed again well within a signature's 120 days, and by hand", () => {
    expect(resign.on).toEqual({ schedule: [{ cron: '17 4 1 * *' }], workflow_dispatch: null })
    expect(resign.jobs.resign?.permissions).toEqual({ contents: 'write' })
    for (const step of steps.filter((each) => each.uses)) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/)
  })

  it('fetches the channel files, signs them with the secret, and replaces only the signatures', () => {
    const signing = steps.findIndex((step) => step.run?.includes('scripts/sign-update-feed.mjs'))
    const fetching = steps.findIndex((step) => step.run?.includes('gh release download'))
    const upload = steps.findIndex((step) => step.run?.includes('gh release upload'))
    expect(steps[signing]).toEqual({
      name: 'Sign the Linux update feed',
      env: { UPDATE_SIGNING_KEY: '${{ secrets.UPDATE_SIGNING_KEY }}' },
      run: 'node scripts/sign-update-feed.mjs feed/latest-linux*.yml'
    })
    expect(steps[fetching]?.run).toMatch(/gh release download "\$tag" --pattern 'latest-linux\*\.yml' --dir feed/)
    expect(steps[upload]?.run).toBe('gh release upload "$TAG" feed/latest-linux*.yml.sig --clobber')
    expect(fetching).toBeLessThan(signing)
    expect(signing).toBeLessThan(upload)
  })
})
