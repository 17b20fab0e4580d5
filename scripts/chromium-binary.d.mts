export function chromiumBinary(): { path: string | undefined } | null
export const chromiumArgs: string[]
