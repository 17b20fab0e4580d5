// The project's own ESLint config with type information turned off, for
// tests that lint snippets against rules reading syntax alone (the layering's
// no-restricted-imports, the Electron security lint's selectors). Which files
// a rule guards still comes from eslint.config.js. With type information on,
// typescript-eslint rebuilt the program around every snippet: most of the
// 73 s these tests took on a loaded two-core machine.
import { resolve } from 'node:path'

import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'

const root = resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] })

/** The messages `ruleId` gives `code`, linted as if it were the file at `file` (relative to the repository). */
export async function ruleMessages(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  const fatal = result?.messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${file} does not parse: ${fatal.message}`)
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message)
}
