// scripts/run-parallel.mjs, which npm test and npm run check are built from:
// lanes side by side, output prefixed by script, a failure anywhere fails the run.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const runner = resolve(import.meta.dirname, '../../../scripts/run-parallel.mjs')
const dir = mkdtempSync(join(tmpdir(), 'run-parallel-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const say = (words: string, code = 0) => `node -e "console.log('${words}'); process.exit(${code})"`
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'lanes',
    private: true,
    scripts: {
      one: say('one said'),
      two: say('two said'),
      bad: say('bad said', 3),
      slow: `node -e "setTimeout(() => console.log('slow said'), 1500)"`,
      busy: `node -e "for (const end = process.cpuUsage().user + 1e6; process.cpuUsage().user < end; );"`
    }
  })
)

function runParallel(...lanes: string[]) {
  const run = spawnSync(process.execPath, [runner, ...lanes], { cwd: dir, encoding: 'utf8', env: process.env })
  return { code: run.status, out: run.stdout }
}

describe('run-parallel', () => {
  it('runs every lane, prefixing each line with its script, and passes when all pass', () => {
    const { code, out } = runParallel('one', 'two+one')
    expect(code).toBe(0)
    expect(out).toMatch(/^one │ one said$/m)
    expect(out).toMatch(/^two │ two said$/m)
    expect(out).toMatch(/all passed/)
  })

  it('fails when one script fails, and stops that lane there while the others finish', () => {
    const { code, out } = runParallel('bad+two', 'one')
    expect(code).toBe(1)
    expect(out).toMatch(/^bad │ FAILED \(exit 3\)/m)
    expect(out).toMatch(/^two │ not run \(an earlier step failed\)$/m)
    expect(out).toMatch(/^one │ ok, \d+ s(, \d+ CPU-s)?$/m)
    expect(out).not.toContain('two said')
  })

  it.runIf(process.platform === 'linux')(
    'says each script’s CPU seconds, its own and not a neighbour’s',
    () => {
      const { code, out } = runParallel('busy', 'slow')
      expect(code).toBe(0)
      const cpu = (name: string) => Number(new RegExp(`^${name} +│ ok, \\d+ s, (\\d+) CPU-s$`, 'm').exec(out)?.[1])
      // A second of spinning, and npm's own start around it.
      expect(cpu('busy')).toBeGreaterThanOrEqual(1)
      expect(cpu('slow')).toBeLessThan(cpu('busy'))
      // A second of CPU is many seconds of wall time on a loaded machine (npm test runs this beside three lanes).
    },
    120_000
  )

  it('repeats a failed script’s last lines above the summary, so the end of the log says why', () => {
    const { out } = runParallel('one', 'bad')
    const recap = out.indexOf('bad failed; its last')
    expect(recap).toBeGreaterThan(out.lastIndexOf('one said'))
    expect(out.slice(recap)).toMatch(/^bad │ bad said$/m)
    expect(out.slice(recap)).not.toContain('one said')
    expect(out.indexOf('script │ result')).toBeGreaterThan(recap)
  })

  it('runs a step after:<script> only once that script, in another lane, has passed', () => {
    const { code, out } = runParallel('slow', 'one+after:slow+two')
    expect(code).toBe(0)
    // Output comes in order: two waited for slow, though its own lane was ready at once.
    expect(out.indexOf('slow said')).toBeLessThan(out.indexOf('two said'))
    expect(out.indexOf('one said')).toBeLessThan(out.indexOf('slow said'))
  })

  it('does not run the steps after a script that failed in another lane', () => {
    const { code, out } = runParallel('bad', 'one+after:bad+two')
    expect(code).toBe(1)
    expect(out).toMatch(/^two │ not run \(an earlier step failed\)$/m)
    expect(out).not.toContain('two said')
  })

  it('runs a step done:<script> once that script has finished, even when it failed', () => {
    const { code, out } = runParallel('slow+bad', 'one+done:bad+two')
    expect(code).toBe(1)
    expect(out.indexOf('bad said')).toBeLessThan(out.indexOf('two said'))
    expect(out.indexOf('slow said')).toBeLessThan(out.indexOf('two said'))
    expect(out).toMatch(/^two +│ ok, /m)
  })

  it('refuses after: or done: a script no lane runs', () => {
    expect(runParallel('one+after:nothing').code).toBe(2)
    expect(runParallel('one+done:nothing').code).toBe(2)
  })
})
