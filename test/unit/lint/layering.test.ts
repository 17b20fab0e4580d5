// The layering of docs/architecture.md and the "IPC only through the contract" rule
// are lint rules; this proves they fire (a config typo would silently pass).
import { resolve } from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('layering lint', () => {
  it.each([
    ['src/renderer/src/platform.ts', "import { ipcRenderer } from 'electron'\nexport const x = ipcRenderer\n"],
    ['src/renderer/src/platform.ts', "import { readFileSync } from 'node:fs'\nexport const x = readFileSync\n"],
    ['src/renderer/src/platform.ts', "import { SessionService } from '../../main/session/session-service'\nexport const x = SessionService\n"],
    ['src/shared/ipc.ts', "import { join } from 'node:path'\nexport const x = join\n"],
    ['src/shared/ipc.ts', "import { app } from 'electron'\nexport const x = app\n"],
    ['src/main/session/session-service.ts', "import { safeStorage } from 'electron'\nexport const x = safeStorage\n"],
    ['src/main/session/session-service.ts', "import { startServer } from '../../../server/index'\nexport const x = startServer\n"],
    ['src/main/electron/start.ts', "import { ipcMain } from 'electron'\nexport const x = ipcMain\n"],
    ['src/preload/index.ts', "import { ipcMain } from 'electron'\nexport const x = ipcMain\n"]
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([])
  })

  it.each([
    ['src/main/electron/register-ipc.ts', "import { ipcMain } from 'electron'\nexport const x = ipcMain\n"],
    ['src/main/session/session-service.ts', "import { join } from 'node:path'\nexport const x = join\n"],
    ['src/renderer/src/platform.ts', "import { channelNames } from '../../shared/ipc-names'\nexport const x = channelNames\n"]
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([])
  })
})
