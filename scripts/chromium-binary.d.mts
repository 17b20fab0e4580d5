/** headless: a headless shell will do, and is preferred (the e2e tests). */
export function chromiumBinary(options?: { headless?: boolean }): { path: string | undefined } | null
export const chromiumArgs: string[]
