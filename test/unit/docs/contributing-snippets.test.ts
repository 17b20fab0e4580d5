// CONTRIBUTING.md's code compiles. Each ```ts (or ```tsx) block is type-checked
// with the project's own compiler options, as a file in the folder its first
// line names (`// src/main/features/people/index.ts, cut down`), so its
// relative and `@shared/…` imports resolve as they would there; a block that
// names no place sits in main's features folder (ts) or the page's (tsx).
// A block that is only a fragment says so in its info string (```ts fragment)
// and is left out. The snippet never touches the disk: the compiler reads it
// from memory and every other file from the repository.
import { readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')

interface Snippet {
  /** The Markdown file it is from, and the line its code starts on. */
  source: string
  line: number
  lang: 'ts' | 'tsx'
  code: string
}

/** The ```ts and ```tsx blocks of a Markdown text, fragments left out. */
function snippetsIn(markdown: string, source = 'CONTRIBUTING.md'): Snippet[] {
  const snippets: Snippet[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)```(ts|tsx)\b(.*)$/.exec(lines[index] ?? '')
    if (!open) continue
    const indent = open[1] ?? ''
    const start = index + 1
    let end = start
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) end++
    if (!/\bfragment\b/.test(open[3] ?? ''))
      snippets.push({
        source,
        line: start + 1,
        lang: open[2] === 'tsx' ? 'tsx' : 'ts',
        code: lines
          .slice(start, end)
          .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
          .join('\n')
      })
    index = end
  }
  return snippets
}

/** Where a snippet is compiled: beside the file its first line names, under a name of its own. */
function placeOf(snippet: Snippet): string {
  const named = /^\/\/\s*((?:src|test)\/[\w./-]+\.tsx?)\b/.exec(snippet.code)?.[1]
  const folder = named ? dirname(named) : snippet.lang === 'tsx' ? 'src/renderer/src/features' : 'src/main/features'
  const stem = named ? basename(named).replace(/\.tsx?$/, '') : 'snippet'
  const from = basename(snippet.source).replace(/\W+/g, '-').toLowerCase()
  return join(ROOT, folder, `${stem}.${from}-line-${snippet.line}.${snippet.lang}`)
}

/** The page's files are checked with tsconfig.web.json, the rest with tsconfig.node.json. */
const isPage = (file: string) => relative(ROOT, file).startsWith(join('src', 'renderer'))

/**
 * A project's options, and the files a snippet is compiled with: the ambient
 * declarations and the process's composition root, which brings in every
 * feature's declarations (the body readers each feature merges into
 * `FeatureReaders`, for one) as in the whole project.
 */
function projectOf(page: boolean): { options: ts.CompilerOptions; roots: string[] } {
  const configFile = join(ROOT, page ? 'tsconfig.web.json' : 'tsconfig.node.json')
  const { config } = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configFile)
  const ambient = parsed.fileNames.filter((name) => name.endsWith('.d.ts') && !name.includes('/test/'))
  const root = join(ROOT, page ? 'src/renderer/src/main.tsx' : 'src/main/app/main-app.ts')
  return {
    options: { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false },
    roots: [...ambient, root]
  }
}

/** The compiler's complaints about each snippet, each as "<source>:<line>: <message>"; one program per project. */
function typeErrors(snippets: readonly Snippet[]): string[][] {
  const placed = snippets.map((snippet) => ({ snippet, file: placeOf(snippet) }))
  const errors = new Map<Snippet, string[]>()
  for (const page of [false, true]) {
    const mine = placed.filter(({ file }) => isPage(file) === page)
    if (mine.length === 0) continue
    const code = new Map(mine.map(({ snippet, file }) => [file, snippet.code]))
    const { options, roots } = projectOf(page)
    const host = ts.createCompilerHost(options, true)
    const read = host.readFile.bind(host)
    const exists = host.fileExists.bind(host)
    const getSourceFile = host.getSourceFile.bind(host)
    host.readFile = (name) => code.get(resolve(name)) ?? read(name)
    host.fileExists = (name) => code.has(resolve(name)) || exists(name)
    host.getSourceFile = (name, language, ...rest) => {
      const text = code.get(resolve(name))
      return text === undefined
        ? getSourceFile(name, language, ...rest)
        : ts.createSourceFile(name, text, language, true)
    }
    const program = ts.createProgram({ rootNames: [...code.keys(), ...roots], options, host })
    for (const { snippet, file } of mine) {
      const sourceFile = program.getSourceFile(file)
      if (!sourceFile) {
        errors.set(snippet, [`${snippet.source}:${snippet.line}: the compiler did not read the snippet`])
        continue
      }
      const diagnostics = [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile)
      ]
      errors.set(
        snippet,
        diagnostics.map((diagnostic) => {
          const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
          return `${snippet.source}:${snippet.line + line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
        })
      )
    }
  }
  return snippets.map((snippet) => errors.get(snippet) ?? [])
}

// Proves the check reports what it should: a block that does not compile, at its line; a fragment left out; a block
// of the page's code checked as the page's.
const example = [
  'Text.',
  '',
  '```ts',
  '// src/main/features/people/index.ts, cut down',
  "import { checkUserId } from './check-user-id'",
  'const id: number = checkUserId(42)',
  '```',
  '',
  '```ts fragment',
  'handlers: { … }',
  '```',
  '',
  '  ```tsx',
  '  export const ok = <p>{String(1)}</p>',
  '  ```'
].join('\n')

describe("CONTRIBUTING.md's code", () => {
  const snippets = snippetsIn(readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8'))
  const examples = snippetsIn(example, 'the example')
  // One program per project for all of them: the compiler reads main's whole tree once.
  let checked: string[][] | undefined
  const errorsOf = (snippet: Snippet) => {
    checked ??= typeErrors([...snippets, ...examples])
    return checked[[...snippets, ...examples].indexOf(snippet)]
  }

  it('type-checks where each block says it lives', () => {
    expect(snippets.length).toBeGreaterThan(0)
    expect(snippets.flatMap(errorsOf)).toEqual([])
  }, 120_000)

  it('reports a block that does not compile, at its line, and leaves out a fragment', () => {
    const [broken, page, ...rest] = examples
    expect(rest).toEqual([])
    expect(broken).toMatchObject({ line: 4, lang: 'ts' })
    expect(page).toMatchObject({ line: 14, lang: 'tsx', code: 'export const ok = <p>{String(1)}</p>' })
    expect(placeOf(broken!)).toBe(join(ROOT, 'src/main/features/people', 'index.the-example-line-4.ts'))
    expect(errorsOf(broken!)).toEqual([
      expect.stringMatching(/^the example:6: Type 'string' is not assignable to type 'number'/),
      expect.stringMatching(/^the example:6: Argument of type 'number' is not assignable to parameter of type 'string'/)
    ])
    expect(errorsOf(page!)).toEqual([])
  }, 120_000)
})
