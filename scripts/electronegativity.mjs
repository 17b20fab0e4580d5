// `npm run lint:electron`: Electronegativity (Doyensec's Electron security
// linter) over src/, failing on any finding. The tool itself always exits 0,
// so this wrapper decides.
//
// It runs the tool through its programmatic API rather than the CLI: the API
// hands back the findings as objects (no CSV with newlines inside fields to
// parse) and also the files it could not parse, which the CLI's report files
// leave out. A file it could not parse is a file it did not check, so that
// fails too.
//
// A finding is fixed in code, or silenced on its own line with a comment the
// tool reads — `// eng-disable CHECK_ID` followed by a non-word character and
// the reason (the tool takes the words after `eng-disable` as check names and
// stops at the first character that is not a letter, digit, _ or space).
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname, join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const INPUT = join(ROOT, 'src')

// Judge against the Electron we ship (its secure defaults), not the oldest
// one the tool can imagine; read from package.json so an upgrade moves it too.
const electronVersion = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies?.electron
if (!/^\d+\.\d+\.\d+$/.test(electronVersion ?? '')) fail(`package.json must pin electron to an exact version (found "${electronVersion}").`)

// AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK reads the Electron version from a
// package.json, and there is none under src/, so here it can find nothing;
// all it would do is download Electron's release list from GitHub (which
// fails offline) and cache it in the temp folder. Whether our Electron is
// still supported is tested against release/electron-support.json instead.
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck']

// Findings in files this check's owner does not edit, reviewed here instead
// of inline. Each matches one finding exactly (check, file, the flagged line
// or policy): a changed line is a new finding to review, and an entry that
// no longer matches anything fails as stale — move its reason inline (as an
// eng-disable comment on the flagged line) and delete it here.
const REVIEWED = []

// The tool scans only .js, .jsx, .ts, .tsx, .html and .htm files: code in any
// other file under src/ would go unchecked without a word.
const UNSCANNED = new Set(['.mjs', '.cjs', '.mts', '.cts'])
const unscanned = readdirSync(INPUT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && UNSCANNED.has(extname(entry.name)))
  .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
if (unscanned.length > 0) fail(`Electronegativity does not read these files, so they would go unchecked:\n  ${unscanned.join('\n  ')}`)

// Descriptions in English whatever the machine's locale (the tool picks its
// language from LANG).
process.env.LANG = 'en-US'
// The tool also asks a web server for newer translations of its messages
// (1 s timeout). Offline that fails and it says so on stdout, then uses the
// English it ships with; the findings do not depend on it, so that line is
// dropped and anything else it prints is passed on.
const TRANSLATIONS_OFFLINE = 'Could not retrieve updated translations for the current locale'
const log = console.log
console.log = (...args) => {
  if (args.length === 1 && args[0] === TRANSLATIONS_OFFLINE) return
  log(...args)
}

const run = createRequire(import.meta.url)('@doyensec/electronegativity')
let result
try {
  result = await run({
    input: INPUT,
    isRelative: true,
    // The option the runner reads (its README's example says `electronVersion`, which it ignores).
    electronVersionOverride: electronVersion,
    excludeFromScan: EXCLUDED_CHECKS.map((name) => name.toLowerCase())
  })
} finally {
  console.log = log
}

const unparsed = result.errors.map((error) => `${relative(ROOT, error.file)}: ${error.message}`)
const used = new Set()
const reviewed = []
const findings = []
for (const issue of result.issues) {
  const entry = REVIEWED.find((r) => r.id === issue.id && r.file === issue.file && r.sample === issue.sample)
  if (entry) {
    used.add(entry)
    reviewed.push({ issue, entry })
  } else findings.push(issue)
}
const stale = REVIEWED.filter((entry) => !used.has(entry))

const where = (issue) => (issue.file === 'N/A' ? '(whole app)' : `src/${issue.file}:${issue.location.line}:${issue.location.column}`)
for (const { issue, entry } of reviewed) log(`reviewed  ${issue.id}  ${where(issue)}: ${entry.why}`)
for (const issue of findings) {
  log(`\n${issue.id} (${issue.severity.name}, ${issue.confidence.name})  ${where(issue)}`)
  log(`  ${issue.description}`)
  if (issue.sample) log(`  ${issue.sample}`)
  log(`  ${issue.shortenedURL}`)
}
for (const line of unparsed) log(`\nnot parsed, so not checked: ${line}`)
for (const entry of stale) log(`\nstale review entry in scripts/electronegativity.mjs (no such finding any more): ${entry.id} in src/${entry.file}`)

const checks = `${result.atomicChecks + result.globalChecks} checks, Electron ${electronVersion}`
const problems = [
  [findings.length, 'finding(s)'],
  [unparsed.length, 'file(s) not parsed'],
  [stale.length, 'stale review entry(ies)']
].filter(([count]) => count > 0)
if (problems.length > 0) {
  fail(
    `\nElectronegativity: ${problems.map(([count, what]) => `${count} ${what}`).join(', ')} (${checks}). ` +
      'Fix a finding in code, or put `// eng-disable CHECK_ID` and the reason on the flagged line.'
  )
}
log(`Electronegativity: no findings in src/ (${checks}).`)

function fail(message) {
  console.error(message)
  process.exit(1)
}
