import { create } from 'zustand'

/**
 * The server address as the person typed it on the first screen, so that
 * coming back to it (Change on the sign-in screen, Forget server) shows that
 * address again instead of an empty field; and the one typed in Add account,
 * for its Change server. Only this page's memory: nothing is kept across
 * restarts.
 */
interface AddressDraft {
  /** What was last sent from the first screen, as typed ("127.0.0.1:8787"). */
  typed: string
  /** The address main saved for it ("http://127.0.0.1:8787"), once a check succeeded. */
  savedAs: string | null
  /** The address last forgotten (Change, Forget server), which may have been set elsewhere (Settings, a previous run). */
  forgotten: string | null
  /** What was last sent from Add account's server step, in the Add account under way; null when none was. */
  adding: string | null
  typedAddress: (typed: string) => void
  saved: (baseUrl: string | null) => void
  /** Null puts back "nothing forgotten" (the forgetting was declined or failed). */
  forgot: (baseUrl: string | null) => void
  /** Null when a new Add account starts. */
  typedToAdd: (typed: string | null) => void
}

export const useAddressDraftStore = create<AddressDraft>()((set) => ({
  typed: '',
  savedAs: null,
  forgotten: null,
  adding: null,
  typedAddress: (typed) => set({ typed, savedAs: null, forgotten: null }),
  saved: (savedAs) => set({ savedAs }),
  forgot: (forgotten) => set({ forgotten }),
  typedToAdd: (adding) => set({ adding })
}))

/** What the first screen's field starts with: the address forgotten, as it was typed when it was typed here. */
export function draftAddress({
  typed,
  savedAs,
  forgotten
}: Pick<AddressDraft, 'typed' | 'savedAs' | 'forgotten'>): string {
  if (forgotten === null || forgotten === savedAs) return typed
  return forgotten
}

/** One flow's memory of its address field (use-server-step.ts): what the field starts with, and noting what was sent. */
export interface AddressMemory {
  startsWith: () => string
  sent: (typed: string) => void
}

export const firstRunDraft: AddressMemory = {
  startsWith: () => draftAddress(useAddressDraftStore.getState()),
  sent: (typed) => useAddressDraftStore.getState().typedAddress(typed)
}

/** Add account's: what was sent in this Add account (back from its sign-in), else `current`, the server in use. */
export const addAccountDraft = (current: string): AddressMemory => ({
  startsWith: () => useAddressDraftStore.getState().adding ?? current,
  sent: (typed) => useAddressDraftStore.getState().typedToAdd(typed)
})
