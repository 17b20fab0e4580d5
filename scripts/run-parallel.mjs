// Runs npm scripts side by side, each line of their output prefixed with the
// script's name, and fails when any of them fails (after all have finished,
// so every failure is shown). An argument joins scripts with `+` to run them
// one after another in one lane, stopping at the first that fails:
//
//   node scripts/run-parallel.mjs typecheck lint build+test:smoke
//
// A step `after:<script>` waits until that script, in another lane, has passed
// (and stops its lane if it failed): `lint+after:build+test:smoke`. A step
// `done:<script>` waits until it has finished, passed or not: the lane needs
// its CPU, not its output (`npm test` keeps its timed suites off a busy machine).
//
// When a script fails, its last lines are printed again above the summary, so
// a log cut to its end (as CI shows it) still says why.
//
// `npm test` and `npm run check` are built from it (docs/testing.md).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

const lanes = process.argv.slice(2).map((arg) => arg.split('+').filter(Boolean))
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('Usage: node scripts/run-parallel.mjs <script>[+<script>…] …')
  process.exit(2)
}

// Under npm, npm_execpath is npm's own CLI: run it with this Node on every OS (no shell, no npm.cmd).
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: [] }
const AFTER = 'after:'
const DONE = 'done:'
/** The script a waiting step names, or null for a script to run. */
const awaited = (name) =>
  name.startsWith(AFTER) ? name.slice(AFTER.length) : name.startsWith(DONE) ? name.slice(DONE.length) : null
const scripts = lanes.flat().filter((name) => awaited(name) === null)
for (const name of lanes.flat())
  if (awaited(name) !== null && !scripts.includes(awaited(name))) {
    console.error(`${name}: no lane runs ${awaited(name)}`)
    process.exit(2)
  }
/** Each script's run, settled with its result once it has finished (or been skipped). */
const finished = new Map(
  scripts.map((name) => {
    let resolve
    const promise = new Promise((done) => (resolve = done))
    return [name, { promise, resolve }]
  })
)
const width = Math.max(...scripts.map((name) => name.length))
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`
const started = Date.now()
/** How many of a script's last lines a failure repeats. */
const RECAP_LINES = 60

/**
 * CPU seconds of this process's finished children (and theirs, which each waited for), where Linux says: /proc's
 * cutime and cstime, in clock ticks (100 a second on Linux's usual builds). Read as each script ends, the rise is that
 * script's CPU: the machine's two cores make CPU, not wall time, what npm test's length follows (docs/testing.md).
 */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    // After the command's closing parenthesis, field 3 (state) is index 0: cutime is field 16, cstime 17.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}
let cpuSeen = childrenCpu()
const cpuOf = () => {
  const now = childrenCpu()
  const spent = now === null || cpuSeen === null ? null : now - cpuSeen
  cpuSeen = now
  return spent === null ? '' : `, ${spent.toFixed(0)} CPU-s`
}

/** Runs one npm script with its output prefixed; resolves with its exit code. */
function run(name) {
  const prefix = `${name.padEnd(width)} │ `
  const since = Date.now()
  const last = []
  const keep = (line) => {
    last.push(line)
    if (last.length > RECAP_LINES) last.shift()
  }
  const child = spawn(npm.command, [...npm.args, 'run', '--silent', name], {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: !process.env.npm_execpath && process.platform === 'win32',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') }
  })
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr]
  ]) {
    let partial = ''
    from.setEncoding('utf8')
    from.on('data', (chunk) => {
      const lines = (partial + chunk).split(/\r?\n/)
      partial = lines.pop()
      for (const line of lines) {
        keep(line)
        to.write(`${prefix}${line}\n`)
      }
    })
    from.on('end', () => {
      if (!partial) return
      keep(partial)
      to.write(`${prefix}${partial}\n`)
    })
  }
  // Read at 'exit', just after the child is reaped, before another script's end can add to the figure.
  let cpu = ''
  child.on('exit', () => (cpu = cpuOf()))
  return new Promise((done) => {
    child.on('error', (error) => {
      console.error(`${prefix}could not start: ${error.message}`)
      done({ name, code: 1, took: seconds(since), last })
    })
    child.on('close', (code, signal) =>
      done({ name, code: code ?? (signal ? 1 : 0), took: `${seconds(since)}${cpu}`, last })
    )
  })
}

async function runLane(lane) {
  const results = []
  let stopped = false
  for (const name of lane) {
    if (awaited(name) !== null) {
      const { code } = await finished.get(awaited(name)).promise
      if (name.startsWith(AFTER)) stopped ||= code !== 0
    } else {
      const result = stopped ? { name, code: null, took: '' } : await run(name)
      results.push(result)
      finished.get(name).resolve(result)
      stopped ||= result.code !== 0
    }
  }
  return results
}

const results = (await Promise.all(lanes.map(runLane))).flat()
for (const { name, code, last } of results)
  if (code !== null && code !== 0) {
    console.log(`\n── ${name} failed; its last ${last.length} lines again ──`)
    for (const line of last) console.log(`${name.padEnd(width)} │ ${line}`)
  }
console.log(`\n${'script'.padEnd(width)} │ result`)
for (const { name, code, took } of results)
  console.log(
    `${name.padEnd(width)} │ ${code === null ? 'not run (an earlier step failed)' : code === 0 ? `ok, ${took}` : `FAILED (exit ${code}), ${took}`}`
  )
const failed = results.filter(({ code }) => code !== 0)
console.log(`${failed.length === 0 ? 'all passed' : `${failed.length} failed or not run`} in ${seconds(started)}`)
process.exit(failed.length === 0 ? 0 : 1)
