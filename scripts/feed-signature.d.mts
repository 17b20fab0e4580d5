import type { KeyObject } from 'node:crypto'

export const DEFAULT_VALID_DAYS: number
export function signingKeysFrom(pemText: string, source: string): KeyObject[]
export function keyIdOf(key: KeyObject): string
export function keyIdOfListed(spkiBase64: string): string
export function statementDate(date: Date): string
export function validDaysFrom(text: string, option: string): number
export function signatureFileText(
  name: string,
  bytes: Buffer,
  keys: readonly KeyObject[],
  options?: { signedAt?: Date; validDays?: number }
): string
