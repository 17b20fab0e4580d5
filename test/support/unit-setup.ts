// Run before each file of the unit project (vitest.config.ts `setupFiles`).
// The project shares modules between files (`isolate: false`), so state a
// module keeps for the whole process must start as a fresh process has it:
// main's language is English until a file (or a main app it made with
// another language in its settings) changes it.
import { beforeAll } from 'vitest'

import { useLocale } from '../../src/main/core/i18n/say'
import { SOURCE_APP_LOCALE } from '../../src/shared/i18n/locales'

beforeAll(() => useLocale(SOURCE_APP_LOCALE))
