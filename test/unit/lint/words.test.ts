// Main says its words the way the page does (docs/architecture.md, Words):
// a message is declared with defineMessages in the module that says it, or
// in its feature's `<feature>-words.ts` when several modules say it or
// choosing the sentence takes logic, and said where it is used,
// `say(m.x, values)`. These keep it so: a sentence written straight into a
// `message:` (or a notification's or menu's `title:` or `label:`, or a
// dialog's `confirmLabel:`) anywhere in src/main fails, and so does a string
// with letters given to say() as a value (words glued into a sentence).
// (`detail` and `body` are left out: main also uses them for what only the
// log sees, and for request bodies.) In a words module every sentence is a
// message (docs/localisation.md): a string with letters outside a
// defineMessages/defineMessage descriptor fails, but for the few non-words
// allowed below, each with its reason. And no words module, in main or the
// page, exports a one-line wrapper (`() => say(m.x)`): the caller says the
// message itself.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const MAIN = join(root, 'src/main')
const RENDERER = join(root, 'src/renderer/src')
const WORDS_FILE = /-words\.tsx?$/
const WORDED = new Set(['message', 'title', 'label', 'confirmLabel'])
/** An empty fallback (`title: item.title ?? ''`) or a joiner is not a sentence. */
const HAS_LETTER = /\p{L}/u

/** Main's code, without what a script generates (settings-validator.generated.ts: ajv's own error texts, never shown). */
function mainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return mainFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.generated.ts') ? [path] : []
  })
}

/** Strings with letters a words module may hold outside a message: not words, so nothing to translate. File, then the text, then why. */
const NOT_WORDS: Record<string, Record<string, string>> = {
  'src/main/desktop/tray/tray-words.ts': {
    'Platform Desktop': 'the product’s name, the same in every language (the tooltip’s first part)',
    minute: 'an Intl unit identifier: Intl.NumberFormat writes the unit in the language',
    hour: 'an Intl unit identifier',
    day: 'an Intl unit identifier',
    unit: 'an Intl.NumberFormat style',
    short: 'an Intl.NumberFormat unitDisplay'
  }
}

/** Strings with letters a module may give say() as a value: not words either. File, then the text, then why. */
const NOT_WORDS_IN_VALUES: Record<string, Record<string, string>> = {
  'src/main/features/diagnostics/index.ts': {
    error: 'the error code shown when the system gave none (codes such as EACCES are shown as they are, untranslated)'
  }
}

/** The string or template literals an expression evaluates to: through parentheses, `as`, `? :`, `??` and `||`. */
function literalsOf(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return HAS_LETTER.test(node.text) ? [node] : []
  if (ts.isTemplateExpression(node)) return [node]
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return literalsOf(node.expression)
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)]
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...literalsOf(node.left), ...literalsOf(node.right)]
  return []
}

/** "file line N  message: '…'" for each sentence written in place; none in a words module. */
function sentencesInPlace(file: string, code: string): string[] {
  if (WORDS_FILE.test(file)) return []
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      WORDED.has(node.name.text)
    )
      for (const literal of literalsOf(node.initializer)) {
        const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1
        found.push(`${file} line ${line}  ${node.name.text}: ${literal.getText(source).slice(0, 60)}`)
      }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const MESSAGE_MAKERS = new Set(['defineMessages', 'defineMessage'])

/** Where a string is code, not words: a module name, a type, or a value compared against (`platform === 'darwin'`, `case 'ready':`). */
function isCode(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true
  if (ts.isCaseClause(parent)) return true
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind
    return op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken
  }
  return false
}

/** "file line N  '…'" for each string with letters in a words module that is not in a message's descriptor (nor allowed as a non-word). */
function sentencesOutsideMessages(file: string, code: string, allowed: Record<string, string> = {}): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    // A message's descriptor holds its words; the extractor and the catalogue test check those.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_MAKERS.has(node.expression.text))
      return
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.getText(source)
          : null
    if (text !== null && HAS_LETTER.test(text) && !isCode(node) && !Object.hasOwn(allowed, text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push(`${file} line ${line}  ${node.getText(source).slice(0, 60)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** "file line N  say(…, { key: '…' })" for each string with letters given to say() as a value: words glued into a sentence. */
function wordsGluedIntoSay(file: string, code: string, allowed: Record<string, string> = {}): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'say') {
      const values = node.arguments[1]
      if (values && ts.isObjectLiteralExpression(values))
        for (const property of values.properties)
          if (ts.isPropertyAssignment(property))
            for (const literal of literalsOf(property.initializer)) {
              if (ts.isStringLiteral(literal) && Object.hasOwn(allowed, literal.text)) continue
              const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1
              found.push(
                `${file} line ${line}  say(…, { ${property.name.getText(source)}: ${literal.getText(source).slice(0, 60)} })`
              )
            }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** `say(m.x)` or `intl.formatMessage(m.x)`: saying one message, with no values. */
function saysOneMessage(node: ts.Node | undefined): boolean {
  if (!node || !ts.isCallExpression(node) || node.arguments.length !== 1) return false
  const callee = node.expression
  const says =
    (ts.isIdentifier(callee) && callee.text === 'say') ||
    (ts.isPropertyAccessExpression(callee) && callee.name.text === 'formatMessage')
  return says && ts.isPropertyAccessExpression(node.arguments[0]!)
}

/** "file line N  name" for each exported function of no parameters that only says one message: a second name for it. */
function oneLineWrappers(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((x) => x.kind === ts.SyntaxKind.ExportKeyword)
  const onlySays = (fn: ts.SignatureDeclaration & { body?: ts.ConciseBody }) => {
    if (fn.parameters.length > 0 || !fn.body) return false
    if (!ts.isBlock(fn.body)) return saysOneMessage(fn.body)
    const [only, ...rest] = fn.body.statements
    return rest.length === 0 && only !== undefined && ts.isReturnStatement(only) && saysOneMessage(only.expression)
  }
  const found: string[] = []
  const report = (node: ts.Node, name: string) =>
    found.push(`${file} line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}  ${name}`)
  for (const statement of source.statements) {
    if (!exported(statement)) continue
    if (ts.isFunctionDeclaration(statement) && statement.name && onlySays(statement))
      report(statement, statement.name.text)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer
        if (
          value &&
          (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) &&
          ts.isIdentifier(declaration.name) &&
          onlySays(value)
        )
          report(declaration, declaration.name.text)
      }
  }
  return found
}

describe('main says its words as the page does: messages, said where they are used', () => {
  it('no sentence is written in place in src/main', () => {
    const found = mainFiles(MAIN).flatMap((path) => sentencesInPlace(relative(root, path), readFileSync(path, 'utf8')))
    expect(found).toEqual([])
  })

  it('no words are glued into a sentence as a value of say()', () => {
    const found = mainFiles(MAIN).flatMap((path) => {
      const file = relative(root, path)
      return wordsGluedIntoSay(file, readFileSync(path, 'utf8'), NOT_WORDS_IN_VALUES[file])
    })
    expect(found).toEqual([])
  })

  it('no words module, in main or the page, exports a one-line wrapper of a message', () => {
    const found = [...mainFiles(MAIN), ...mainFiles(RENDERER)]
      .map((path) => relative(root, path))
      .filter((file) => WORDS_FILE.test(file))
      .flatMap((file) => oneLineWrappers(file, readFileSync(join(root, file), 'utf8')))
    expect(found).toEqual([])
  })

  it('finds a one-line wrapper however it is written, and lets functions with values or logic be', () => {
    const code = [
      "import { defineMessages } from '@shared/i18n/messages'",
      "const m = defineMessages({ done: { id: 'x.done', defaultMessage: 'Done.', description: 'Said when done.' } })",
      'export const signedOut = () => say(m.signedOut)',
      'export function tryAgain() {',
      '  return say(m.tryAgain)',
      '}',
      'export const label = () => intl.formatMessage(messages.label)',
      'export const retryAfter = (seconds: number) => say(m.retryAfter, { seconds })',
      'export const paused = () => (slow() ? say(m.slow) : say(m.paused))',
      'const local = () => say(m.local)',
      'export const lines = () => [say(m.first), say(m.second)]'
    ].join('\n')
    expect(oneLineWrappers('src/main/<feature>/example-words.ts', code)).toEqual([
      'src/main/<feature>/example-words.ts line 3  signedOut',
      'src/main/<feature>/example-words.ts line 4  tryAgain',
      'src/main/<feature>/example-words.ts line 7  label'
    ])
  })

  it('finds words glued into a sentence as a value, and lets values from code be', () => {
    const code = [
      "const a = say(m.fileReset, { kept: 2, movedTo: 'settings.json.bad' })",
      "const b = say(m.signedInAs, { name: name ?? 'Someone' })",
      'const c = say(m.updated, { what: `${count} services` })',
      "const d = say(m.onServer, { title, host: host || '' })"
    ].join('\n')
    expect(wordsGluedIntoSay('src/main/features/status/status-service.ts', code)).toEqual([
      "src/main/features/status/status-service.ts line 1  say(…, { movedTo: 'settings.json.bad' })",
      "src/main/features/status/status-service.ts line 2  say(…, { name: 'Someone' })",
      'src/main/features/status/status-service.ts line 3  say(…, { what: `${count} services` })'
    ])
  })

  it('every sentence in a words module is a message', () => {
    const found = mainFiles(MAIN)
      .map((path) => relative(root, path))
      .filter((file) => WORDS_FILE.test(file))
      .flatMap((file) => sentencesOutsideMessages(file, readFileSync(join(root, file), 'utf8'), NOT_WORDS[file]))
    expect(found).toEqual([])
  })

  it('allows non-words only where they are', () => {
    const words = new Set(
      mainFiles(MAIN)
        .map((path) => relative(root, path))
        .filter((file) => WORDS_FILE.test(file))
    )
    const stale = Object.entries(NOT_WORDS).flatMap(([file, texts]) =>
      Object.keys(texts)
        .filter((text) => !words.has(file) || !readFileSync(join(root, file), 'utf8').includes(text))
        .map((text) => `${file}: ${text}`)
    )
    const staleValues = Object.entries(NOT_WORDS_IN_VALUES).flatMap(([file, texts]) =>
      Object.keys(texts)
        .filter((text) =>
          wordsGluedIntoSay(file, readFileSync(join(root, file), 'utf8')).every((f) => !f.includes(`'${text}'`))
        )
        .map((text) => `${file}: ${text}`)
    )
    expect([...stale, ...staleValues]).toEqual([])
  })

  it('finds a sentence in a words module that is not a message, and lets messages, code values and allowed non-words be', () => {
    const code = [
      "import { defineMessages } from '@shared/i18n/messages'",
      "const m = defineMessages({ done: { id: 'x.done', defaultMessage: 'Done.', description: 'Said when done.' } })",
      "export const SIGNED_OUT = 'Signed out'",
      'export const line = (name: string) => `${name}: degraded`',
      "export const done = (platform: string, part: 'os' | 'node') => (platform === 'darwin' ? say(m.done) : 'Finished.')",
      "export const NAME = 'Platform Desktop'",
      "export const EMPTY = ''"
    ].join('\n')
    expect(
      sentencesOutsideMessages('src/main/features/<feature>/example-words.ts', code, {
        'Platform Desktop': 'the product’s name'
      })
    ).toEqual([
      "src/main/features/<feature>/example-words.ts line 3  'Signed out'",
      'src/main/features/<feature>/example-words.ts line 4  `${name}: degraded`',
      "src/main/features/<feature>/example-words.ts line 5  'Finished.'"
    ])
  })

  it('finds a sentence written in place, however it is written', () => {
    const code = [
      "throw failure({ kind: 'invalid-input', message: 'Enter your username and password.' })",
      'const error = { kind: "timeout", message: `${what} did not answer in time.` }',
      "notices.push({ level: 'info', message: signedIn ? 'Welcome back.' : `Hello ${name}.` })",
      "os.notify({ id: 'x', title: heading ?? 'Platform status', body: text })",
      "const question = { message: QUESTION, detail: DETAIL, confirmLabel: 'Switch' }",
      "items.push({ type: 'item', id: 'quit', label: 'Quit Platform Desktop' as const, enabled: true })"
    ].join('\n')
    expect(sentencesInPlace('src/main/features/session/session-service.ts', code)).toEqual([
      "src/main/features/session/session-service.ts line 1  message: 'Enter your username and password.'",
      'src/main/features/session/session-service.ts line 2  message: `${what} did not answer in time.`',
      "src/main/features/session/session-service.ts line 3  message: 'Welcome back.'",
      'src/main/features/session/session-service.ts line 3  message: `Hello ${name}.`',
      "src/main/features/session/session-service.ts line 4  title: 'Platform status'",
      "src/main/features/session/session-service.ts line 5  confirmLabel: 'Switch'",
      "src/main/features/session/session-service.ts line 6  label: 'Quit Platform Desktop'"
    ])
  })

  it('lets a sentence be named from its words module, and written there', () => {
    const named =
      "throw failure({ kind: 'invalid-input', message: ENTER_USERNAME_AND_PASSWORD, title: notAUserId(id), label: item.label ?? '' })"
    expect(sentencesInPlace('src/main/features/session/session-service.ts', named)).toEqual([])
    const words = "export const question = { message: 'Switch?', detail: `You will be signed out of ${host}.` }"
    expect(sentencesInPlace('src/main/features/connection/connection-words.ts', words)).toEqual([])
  })
})
