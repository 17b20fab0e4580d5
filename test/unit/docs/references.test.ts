// Every reference resolves inside the repository: a Markdown link to a
// repo file, and a repo path or a Markdown file named in code (comments,
// lint messages, config), must name something that exists. The design the
// code follows is in docs/, not somewhere a newcomer cannot open.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
/** Build output, dependencies and tool state: never the project's own text. */
const SKIP_DIRS = new Set([
  'node_modules',
  'out',
  'dist',
  '.git',
  '.tmp',
  'test-results',
  'playwright-report',
  'coverage',
  'release-builds'
])
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|ya?ml|css|html)$/
/** Paths the code names from the repo root: `src/main/core/api/api-client.ts`, `server/FAULTS.md`… */
const TOP_LEVEL = [
  'src',
  'test',
  'server',
  'api',
  'docs',
  'scripts',
  'bench',
  'resources',
  'build',
  'release',
  '.github',
  '.ci'
]
const REPO_PATH = new RegExp(
  `(?<![\\w./:@-])((?:${TOP_LEVEL.map((d) => d.replace('.', '\\.')).join('|')})/[^\\s\`'"()\\[\\],;|#]*)`,
  'g'
)
/** A path as written, without the sentence's punctuation; globs and placeholders (`read-*.ts`, `<feature>`) name no one file. */
const asPath = (raw: string): string | null => (/[*<>{}$]/.test(raw) ? null : raw.replace(/[.:-]+$/, ''))
const MARKDOWN_NAME = /(?<![\w./-])([\w-]+\.md)\b/g
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) files(full, out)
    } else out.push(full)
  }
  return out
}

const all = files(ROOT)
const markdown = all.filter((file) => file.endsWith('.md'))
// This file names missing files on purpose, to prove they are reported.
const code = all.filter(
  (file) => (CODE.test(file) || file.endsWith(join('.ci', 'run'))) && file !== import.meta.filename
)
/** `electron/electron lib/browser/api/net.ts`: a path in another repository, named after it. */
// The repository name may end a comment line and its path begin the next.
const OTHER_REPO = /\b[\w.-]+\/[\w.-]+(?:\s|\/\/|\*|#)+$/

/** Where a name resolves: beside the file that names it, or from the repo root. */
const resolves = (from: string, target: string) =>
  existsSync(join(dirname(from), target)) || existsSync(join(ROOT, target))

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

/** The anchors a Markdown file's headings make. */
const anchorsIn = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')))

/** `file.md#anchor` links (and `#anchor` within the file) whose heading does not exist. */
function missingAnchors(file: string, text: string): string[] {
  return [...text.matchAll(MARKDOWN_LINK)].flatMap((match) => {
    const [target = '', anchor] = (match[1] ?? '').split('#')
    if (anchor === undefined || /^[a-z][a-z+.-]*:/i.test(target)) return []
    const where =
      target === ''
        ? file
        : [join(dirname(file), target), join(ROOT, target)].find((candidate) => existsSync(candidate))
    if (!where || !where.endsWith('.md')) return []
    return anchorsIn(where).has(anchor) ? [] : [`${relative(ROOT, file)} → ${match[1]}`]
  })
}

function brokenIn(file: string, found: Iterable<string>): string[] {
  return [...found]
    .filter((target) => !target.includes('*') && !resolves(file, target))
    .map((target) => `${relative(ROOT, file)} → ${target}`)
}

/** Repo paths and Markdown files a text names, leaving out paths in other repositories. */
function named(text: string): string[] {
  const ours = (match: RegExpMatchArray) =>
    !OTHER_REPO.test(text.slice(Math.max(0, (match.index ?? 0) - 60), match.index))
  const paths = [...text.matchAll(REPO_PATH)].filter(ours).flatMap((match) => asPath(match[1] ?? '') ?? [])
  const docs = [...text.matchAll(MARKDOWN_NAME)].filter(ours).map((match) => match[1] ?? '')
  return [...new Set([...paths, ...docs])]
}

describe('references', () => {
  it('every Markdown link to a repo file, and every repo path or Markdown file a Markdown text names, exists', () => {
    const broken = markdown.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const links = [...text.matchAll(MARKDOWN_LINK)]
        .map((match) => (match[1] ?? '').split('#')[0] ?? '')
        .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
      return [...brokenIn(file, new Set([...links, ...named(text)])), ...missingAnchors(file, text)]
    })
    expect(broken).toEqual([])
  })

  it('every repo path and Markdown file named in code exists', () => {
    const broken = code.flatMap((file) => brokenIn(file, named(readFileSync(file, 'utf8'))))
    expect(broken).toEqual([])
  })

  it('finds what it is meant to find (a missing name is reported)', () => {
    expect(
      brokenIn(join(ROOT, 'src/x.ts'), ['NO-SUCH-GUIDE.md', 'src/main/app/main-app.ts', 'docs/architecture.md'])
    ).toEqual(['src/x.ts → NO-SUCH-GUIDE.md'])
    expect(named('see NO-SUCH-GUIDE.md, src/main/app/main-app.ts. and src/main/features/people/read-*.ts')).toEqual([
      'src/main/app/main-app.ts',
      'NO-SUCH-GUIDE.md'
    ])
    expect(OTHER_REPO.test('as electron/electron ')).toBe(true)
    expect(OTHER_REPO.test('(electron/electron\n// ')).toBe(true)
    expect(OTHER_REPO.test('in our docs ')).toBe(false)
    expect(anchorOf('Notifications, the tray and login items on each OS')).toBe(
      'notifications-the-tray-and-login-items-on-each-os'
    )
    expect(
      missingAnchors(join(ROOT, 'README.md'), '[a](docs/testing.md#the-layers) [b](docs/testing.md#no-such-heading)')
    ).toEqual(['README.md → docs/testing.md#no-such-heading'])
  })
})
