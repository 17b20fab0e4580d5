// The recording stand-in for the `electron` module (electron-stand-in.mjs).
// Tests reach it through vi.mock('electron') and use Electron's own types;
// what a test drives itself is typed in os-stand-in.d.mts.
declare const electron: Record<string, unknown>
export const session: { fromPartition(name: string): unknown }
export const standInRecord: { dictionaryDownloads: string[]; dictionaryDownloadUrl: string | null }
export default electron
