/// <reference types="vite/client" />
import type { PlatformBridge } from '@shared/ipc'

declare global {
  interface Window {
    /** The one narrow bridge the preload exposes; reach it only through platform.ts. */
    platform: PlatformBridge
  }
}

export {}
