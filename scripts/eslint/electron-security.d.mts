export interface ElectronSecurityRule {
  selector: string
  message: string
  /** The one file allowed to do what the rule forbids elsewhere. */
  onlyIn?: string
}

export const ELECTRON_SECURITY_RULES: readonly ElectronSecurityRule[]
export function electronSecurityConfig(): { files: string[]; rules: Record<string, unknown> }[]
