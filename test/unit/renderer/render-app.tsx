import { configure, render, type RenderResult } from '@testing-library/react'
import { type UserEvent, userEvent } from '@testing-library/user-event'
import { beforeAll } from 'vitest'
import type { StoreApi } from 'zustand'

import { App } from '../../../src/renderer/src/app/app'
import { useAppStore } from '../../../src/renderer/src/app/app-store'
import { forgetQueryClients } from '../../../src/renderer/src/app/main-cache'
import { queryClient } from '../../../src/renderer/src/app/query-client'
import { useAccountsStore } from '../../../src/renderer/src/features/accounts/accounts-store'
import { useShortcutsStore } from '../../../src/renderer/src/features/commands/shortcuts-store'
import { useAddressDraftStore } from '../../../src/renderer/src/features/connection/address-draft'
import { useNavigationStore } from '../../../src/renderer/src/features/navigation/navigation-store'
import { useNoticesStore } from '../../../src/renderer/src/features/notices/notices-store'
import { useSearchStore } from '../../../src/renderer/src/features/search/search-store'
import { useSessionStore } from '../../../src/renderer/src/features/session/session-store'
import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import { setCallAccount } from '../../../src/renderer/src/platform'
import type { AppBootstrap } from '../../../src/shared/ipc'
import { bootstrapData, createFakePlatform, type FakePlatform, ok, profileView, tokenInfo } from './fake-platform'

// The signed-in app is its own chunk: its first import in a test file can
// take many seconds on a two-core machine while npm test's other lanes (lint,
// the build, e2e) run beside it, past Testing Library's 1 s. A wait that
// succeeds returns as soon as it does; only a failing one waits this long.
configure({ asyncUtilTimeout: 15_000 })

/**
 * For a file whose every test opens the signed-in app: its chunk imported once before the tests, with a minute to
 * spare, so a loaded machine's first import (vitest transforms every view) is not in the first test's time. The
 * integration project imports modules afresh for each file, so there it is each file's first import.
 */
export function importAppShellFirst(): void {
  beforeAll(() => import('../../../src/renderer/src/features/app-shell/app-shell'), 60_000)
}

/** Stores are module singletons; every test starts from their initial state. */
export function resetStores(): void {
  const reset = <S,>(store: StoreApi<S>) => store.setState(store.getInitialState(), true)
  reset(useAppStore)
  reset(useNavigationStore)
  reset(useNoticesStore)
  reset(useSessionStore)
  reset(useSettingsStore)
  reset(useSearchStore)
  reset(useShortcutsStore)
  reset(useAccountsStore)
  reset(useAddressDraftStore)
  setCallAccount(null)
  queryClient.clear()
  // Files share modules (the unit project does not isolate them): an account another file used starts afresh here.
  forgetQueryClients()
}

export function installPlatform(fake: FakePlatform): void {
  window.platform = fake.bridge
}

export interface RenderedApp extends RenderResult {
  fake: FakePlatform
  user: UserEvent
}

/**
 * Renders the whole renderer against a fake bridge whose bootstrap answers
 * with `bootstrap`. The own profile and token info have harmless defaults so
 * the Profile view (the landing view) and the Account view can render.
 */
export function renderApp(
  bootstrap: Partial<AppBootstrap> = {},
  fake: FakePlatform = createFakePlatform()
): RenderedApp {
  resetStores()
  fake.reply('app:bootstrap', ok(bootstrapData(bootstrap)))
  fake.setDefault('session:token-info', ok(tokenInfo()))
  fake.setDefault('people:profile', ok(profileView()))
  fake.setDefault('people:activity', ok({ userId: '42', groups: [], other: null }))
  fake.setDefault(
    'account:info',
    ok({ username: 'ada', name: null, email: null, plan: null, createdAt: null, limits: [], extra: {} })
  )
  fake.setDefault('ping:get', ok({ lastSuccessAt: null, lastError: null }))
  fake.setDefault('navigation:visited', ok(null))
  installPlatform(fake)
  const user = userEvent.setup()
  return { ...render(<App />), fake, user }
}
