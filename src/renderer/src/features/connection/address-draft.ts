import { create } from 'zustand'

/**
 * The server address as the person typed it on the first screen, so that
 * coming back to it (Change on the sign-in screen, Forget server) shows that
 * address again instead of an empty field. Only this page's memory: nothing
 * is kept across restarts.
 */
interface AddressDraft {
  /** What was last sent from the first screen, as typed ("127.0.0.1:8787"). */
  typed: string
  /** The address main saved for it ("http://127.0.0.1:8787"), once a check succeeded. */
  savedAs: string | null
  /** The address last forgotten (Change, Forget server), which may have been set elsewhere (Settings, a previous run). */
  forgotten: string | null
  typedAddress: (typed: string) => void
  saved: (baseUrl: string | null) => void
  /** Null puts back "nothing forgotten" (the forgetting was declined or failed). */
  forgot: (baseUrl: string | null) => void
}

export const useAddressDraftStore = create<AddressDraft>()((set) => ({
  typed: '',
  savedAs: null,
  forgotten: null,
  typedAddress: (typed) => set({ typed, savedAs: null, forgotten: null }),
  saved: (savedAs) => set({ savedAs }),
  forgot: (forgotten) => set({ forgotten })
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
