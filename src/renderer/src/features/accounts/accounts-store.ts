// The accounts as the page knows them (src/shared/accounts.ts): the list,
// which one the views show, and Add account while it is under way. The one
// way the page learns of a change is applyAccounts, from bootstrap, an answer
// or main's 'accounts:changed'.
import { create } from 'zustand'

import type { AccountsModel } from '@shared/accounts'
import { keptSignInActions } from '@shared/notice'

import { clearCachedData, markAccountStale } from '../../app/main-cache'
import { invoke, setCallAccount } from '../../platform'
import { useAddressDraftStore } from '../connection/address-draft'
import { forgetAccountHistory, switchAccountHistory } from '../navigation/navigation-store'
import { useNoticesStore } from '../notices/notices-store'

/** Add account: first which server, then signing in to the new account main made for it. */
export type Adding = { step: 'server' } | { step: 'sign-in'; id: string; baseUrl: string }

interface AccountsState {
  view: AccountsModel
  adding: Adding | null
}

export const useAccountsStore = create<AccountsState>()(() => ({ view: { active: null, accounts: [] }, adding: null }))

/** The account the page's calls are for: the new one while Add account signs in, else the one on screen. */
function speakFor(state: AccountsState): void {
  setCallAccount(state.adding?.step === 'sign-in' ? state.adding.id : state.view.active)
}

/**
 * `withSession`: the session of `view.active` is applied with it, in the same
 * task (bootstrap, 'session:changed'). Without it (an answer, 'accounts:changed')
 * the list is taken but the account on screen stays until its session comes:
 * the shell is never drawn for one account with another's session.
 */
export function applyAccounts(given: AccountsModel, { withSession }: { withSession: boolean }): void {
  const before = useAccountsStore.getState()
  const view = withSession || given.active === before.view.active ? given : { ...given, active: before.view.active }
  // Add account is over once its account is on screen.
  const adding = before.adding?.step === 'sign-in' && view.active === before.adding.id ? null : before.adding
  useAccountsStore.setState({ view, adding })
  speakFor(useAccountsStore.getState())
  // What an account saw is not kept once it is signed out or gone: nobody else reads it.
  for (const old of before.view.accounts) {
    const now = view.accounts.find((account) => account.id === old.id)
    if (now?.signedIn) continue
    clearCachedData(old.id)
    forgetAccountHistory(old.id)
  }
  if (before.view.active !== view.active) {
    switchAccountHistory(before.view.active, view.active)
    // Back to an account shown before: what it shows is asked again (not only after 30 s).
    if (before.view.active !== null && view.active !== null) markAccountStale(view.active)
  }
  // "Try again" or "Quit and reopen" on a kept sign-in means nothing once that account is signed in.
  const signedIn = new Set(view.accounts.filter((account) => account.signedIn).map((account) => account.id))
  useNoticesStore
    .getState()
    .drop(
      (notice) =>
        notice.action !== undefined &&
        keptSignInActions.includes(notice.action.kind) &&
        notice.action.account !== undefined &&
        signedIn.has(notice.action.account)
    )
}

export function startAdding(): void {
  // A new Add account starts from the server in use, not what the last one typed.
  useAddressDraftStore.getState().typedToAdd(null)
  useAccountsStore.setState({ adding: { step: 'server' } })
}

/** Main checked the server and made the new account: on to signing in to it (use-server-step.ts's `checked`). */
export function serverChecked(added: { id: string; baseUrl: string }): void {
  // Cancelled while the server was checked: the account main made for it goes, and Add account stays closed.
  if (useAccountsStore.getState().adding?.step !== 'server') {
    void invoke('accounts:cancel-add', { id: added.id })
    return
  }
  useAccountsStore.setState({ adding: { step: 'sign-in', ...added } })
  speakFor(useAccountsStore.getState())
}

/** Back to choosing the server, the address as typed (the new account, never signed in, is forgotten). */
export function chooseAnotherServer(): void {
  const { adding } = useAccountsStore.getState()
  if (adding?.step === 'sign-in') void invoke('accounts:cancel-add', { id: adding.id })
  useAccountsStore.setState({ adding: { step: 'server' } })
  speakFor(useAccountsStore.getState())
}

export function cancelAdding(): void {
  const { adding } = useAccountsStore.getState()
  if (adding?.step === 'sign-in') void invoke('accounts:cancel-add', { id: adding.id })
  useAccountsStore.setState({ adding: null })
  speakFor(useAccountsStore.getState())
}

/** Shows another account; the sentence when main refused. */
export async function switchAccount(id: string): Promise<string | null> {
  const result = await invoke('accounts:switch', { id })
  if (!result.ok) return result.error.message
  // The switch itself arrives as 'session:changed', the account and its session together.
  applyAccounts(result.data, { withSession: false })
  return null
}

/** The account after the one on screen, round the list: the keyboard's way to switch. */
export function nextAccountId(view: AccountsModel): string | null {
  if (view.accounts.length < 2) return null
  const at = view.accounts.findIndex((account) => account.id === view.active)
  return view.accounts[(at + 1) % view.accounts.length]?.id ?? null
}

/** The account at `place` (1 is the first) unless it is the one on screen already: Ctrl+Shift+1…9 (⌥⌘ on macOS). */
export function accountIdAt(view: AccountsModel, place: number): string | null {
  const id = view.accounts[place - 1]?.id ?? null
  return id === view.active ? null : id
}
