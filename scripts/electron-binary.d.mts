export function electronBinary(): { path: string } | { path: null; reason: string }
export function rootSandboxArgs(): string[]
