// Main's sentences live in one words module per feature (`<feature>-words.ts`,
// docs/architecture.md, Words), so a translator, or the next engineer, finds
// every sentence of a feature in one file. This keeps them there: a sentence
// written straight into a `message:` (or a notification's or menu's `title:`
// or `label:`, or a dialog's `confirmLabel:`) anywhere else in src/main fails
// it. (`detail` and `body` are left out: main also uses them for what only
// the log sees, and for request bodies.)
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const MAIN = join(root, 'src/main')
const WORDS_FILE = /-words\.ts$/
const WORDED = new Set(['message', 'title', 'label', 'confirmLabel'])
/** An empty fallback (`title: item.title ?? ''`) or a joiner is not a sentence. */
const HAS_LETTER = /\p{L}/u

function mainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? mainFiles(path) : entry.name.endsWith('.ts') ? [path] : []
  })
}

/** The string or template literals an expression evaluates to: through parentheses, `as`, `? :`, `??` and `||`. */
function literalsOf(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return HAS_LETTER.test(node.text) ? [node] : []
  if (ts.isTemplateExpression(node)) return [node]
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalsOf(node.expression)
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)]
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken))
    return [...literalsOf(node.left), ...literalsOf(node.right)]
  return []
}

/** "file line N  message: '…'" for each sentence written in place; none in a words module. */
function sentencesInPlace(file: string, code: string): string[] {
  if (WORDS_FILE.test(file)) return []
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && WORDED.has(node.name.text))
      for (const literal of literalsOf(node.initializer)) {
        const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1
        found.push(`${file} line ${line}  ${node.name.text}: ${literal.getText(source).slice(0, 60)}`)
      }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('main’s sentences live in its words modules', () => {
  it('no sentence is written in place in src/main', () => {
    const found = mainFiles(MAIN).flatMap((path) => sentencesInPlace(relative(root, path), readFileSync(path, 'utf8')))
    expect(found).toEqual([])
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
    expect(sentencesInPlace('src/main/session/session-service.ts', code)).toEqual([
      "src/main/session/session-service.ts line 1  message: 'Enter your username and password.'",
      'src/main/session/session-service.ts line 2  message: `${what} did not answer in time.`',
      "src/main/session/session-service.ts line 3  message: 'Welcome back.'",
      'src/main/session/session-service.ts line 3  message: `Hello ${name}.`',
      "src/main/session/session-service.ts line 4  title: 'Platform status'",
      "src/main/session/session-service.ts line 5  confirmLabel: 'Switch'",
      "src/main/session/session-service.ts line 6  label: 'Quit Platform Desktop'"
    ])
  })

  it('lets a sentence be named from its words module, and written there', () => {
    const named = "throw failure({ kind: 'invalid-input', message: ENTER_USERNAME_AND_PASSWORD, title: notAUserId(id), label: item.label ?? '' })"
    expect(sentencesInPlace('src/main/session/session-service.ts', named)).toEqual([])
    const words = "export const question = { message: 'Switch?', detail: `You will be signed out of ${host}.` }"
    expect(sentencesInPlace('src/main/connection/connection-words.ts', words)).toEqual([])
  })
})
