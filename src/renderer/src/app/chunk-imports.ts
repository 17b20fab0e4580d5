// Where the signed-in app's chunks are imported from: load-app-shell.ts wraps them as chunks, and early-answers.ts
// starts them before the rest of the first script has run. One place, so both ask for the same files.
export const importAppShell = () => import('../features/app-shell/app-shell')
export const importPageCommands = () => import('../features/commands/page-commands')
