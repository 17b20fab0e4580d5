// The layering of docs/architecture.md and the "IPC only through the contract" rule
// are lint rules; this proves they fire (a config typo would silently pass).
import { describe, expect, it } from 'vitest'

import { ruleMessages } from '../../support/syntax-eslint'

const restrictedImports = (file: string, code: string) => ruleMessages('no-restricted-imports', file, code)

describe('layering lint', () => {
  it.each([
    ['src/renderer/src/platform.ts', "import { ipcRenderer } from 'electron'\nexport const x = ipcRenderer\n"],
    ['src/renderer/src/platform.ts', "import { readFileSync } from 'node:fs'\nexport const x = readFileSync\n"],
    [
      'src/renderer/src/platform.ts',
      "import { SessionService } from '../../main/session/session-service'\nexport const x = SessionService\n"
    ],
    ['src/shared/ipc.ts', "import { join } from 'node:path'\nexport const x = join\n"],
    ['src/shared/ipc.ts', "import { app } from 'electron'\nexport const x = app\n"],
    [
      'src/main/features/session/session-service.ts',
      "import { safeStorage } from 'electron'\nexport const x = safeStorage\n"
    ],
    [
      'src/main/features/session/session-service.ts',
      "import { startServer } from '../../../server/index'\nexport const x = startServer\n"
    ],
    ['src/main/electron/start.ts', "import { ipcMain } from 'electron'\nexport const x = ipcMain\n"],
    ['src/preload/index.ts', "import { ipcMain } from 'electron'\nexport const x = ipcMain\n"],
    // Plumbing never imports a feature: readers, handlers' account type and the rest are registered from the feature's side.
    [
      'src/main/core/body/body-readers.ts',
      "import { readProfile } from '../../features/people/read-profile'\nexport const x = readProfile\n"
    ],
    [
      'src/main/core/ipc/dispatch.ts',
      "import type { AccountContext } from '../../features/accounts/account-context'\nexport type X = AccountContext\n"
    ],
    [
      'src/main/core/api/api-client.ts',
      "import { createMainApp } from '../../app/main-app'\nexport const x = createMainApp\n"
    ],
    [
      'src/main/core/security/external-url.ts',
      "import { normalizeBaseUrl } from '../../features/connection/normalize-base-url'\nexport const x = normalizeBaseUrl\n"
    ],
    [
      'src/main/desktop/os/os-surfaces.ts',
      "import { createStatusFeature } from '../../features/status'\nexport const x = createStatusFeature\n"
    ],
    [
      'src/main/core/logging/logger.ts',
      "import type { TrayModel } from '../../desktop/tray/tray-model'\nexport type X = TrayModel\n"
    ],
    [
      'src/main/desktop/tray/tray-model.ts',
      "import type { Feature } from '../../app/feature'\nexport type X = Feature\n"
    ],
    [
      'src/main/features/status/index.ts',
      "import { startElectronApp } from '../../electron/start'\nexport const x = startElectronApp\n"
    ]
  ])('%s may not: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([])
  })

  it.each([
    ['src/main/electron/register-ipc.ts', "import { ipcMain } from 'electron'\nexport const x = ipcMain\n"],
    ['src/main/features/session/session-service.ts', "import { join } from 'node:path'\nexport const x = join\n"],
    [
      'src/renderer/src/platform.ts',
      "import { channelNames } from '../../shared/ipc-names'\nexport const x = channelNames\n"
    ],
    [
      'src/main/features/people/people-readers.ts',
      "import type { ResponseMeta } from '../../core/body/body-readers'\nexport type X = ResponseMeta\n"
    ],
    [
      'src/main/desktop/os/os-surfaces.ts',
      "import type { TrayModel } from '../tray/tray-model'\nexport type X = TrayModel\n"
    ],
    [
      'src/main/features/status/index.ts',
      "import type { OsSurfaces } from '../../desktop/os/os-surfaces'\nexport type X = OsSurfaces\n"
    ],
    ['src/main/features/status/index.ts', "import type { Feature } from '../../app/feature'\nexport type X = Feature\n"]
  ])('%s may: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([])
  })
})
