export const ROOT: string
export function bytesUnder(dir: string, skip?: RegExp): number
export interface LockedPackage {
  /** Its folder, e.g. node_modules/pino or node_modules/conf/node_modules/ajv. */
  path: string
  hasInstallScript: boolean
}
export function productionPackages(root?: string): LockedPackage[]
export function dependencyContents(root?: string): {
  dependenciesMB: number
  packages: { path: string; mb: number }[]
}
export function appContents(root?: string): {
  outMB: number
  dependenciesMB: number
  totalMB: number
  packages: { path: string; mb: number }[]
}
