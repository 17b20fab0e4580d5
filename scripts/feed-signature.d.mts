import type { KeyObject } from 'node:crypto'

export function signingKeysFrom(pemText: string, source: string): KeyObject[]
export function keyIdOf(key: KeyObject): string
export function keyIdOfListed(spkiBase64: string): string
export function signatureFileText(name: string, bytes: Buffer, keys: readonly KeyObject[]): string
