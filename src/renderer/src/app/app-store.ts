import { create } from 'zustand'

import type { AppBootstrap } from '@shared/ipc'
import type { AppError } from '@shared/result'

type StartupState = { status: 'loading' } | { status: 'failed'; error: AppError } | { status: 'ready' }

interface AppState {
  startup: StartupState
  platform: AppBootstrap['platform']
  version: string
}

export const useAppStore = create<AppState>()(() => ({
  startup: { status: 'loading' },
  platform: 'other',
  version: ''
}))
