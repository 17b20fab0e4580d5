import { create } from 'zustand'

import type { ProxyLoginRequest } from '@shared/proxy'

/** Proxy questions waiting for an answer, oldest first. */
export const useProxyStore = create<{ pending: ProxyLoginRequest[] }>()(() => ({ pending: [] }))

export function proxyAsked(request: ProxyLoginRequest): void {
  useProxyStore.setState((state) => ({ pending: [...state.pending.filter((p) => p.id !== request.id), request] }))
}

export function proxyAnswered(id: string): void {
  useProxyStore.setState((state) => ({ pending: state.pending.filter((p) => p.id !== id) }))
}
