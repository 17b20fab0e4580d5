// npm's prepare step (npm ci, npm install): point git at the repository's
// hooks in .githooks (the commit-msg check, CONTRIBUTING.md). Outside a git
// checkout (a tarball, an export) or without git it does nothing and never
// fails the install.
import { spawnSync } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' })

const inside = git('rev-parse', '--show-toplevel')
if (inside.error || inside.status !== 0 || !existsSync(join(root, '.githooks'))) process.exit(0)
// Only this repository's own checkout: not a parent repository this folder happens to sit in.
if (realpathSync(inside.stdout.trim()) !== realpathSync(root)) process.exit(0)
const set = git('config', 'core.hooksPath', '.githooks')
if (set.status !== 0) console.warn(`Could not set git's core.hooksPath to .githooks: ${set.stderr.trim()}`)
