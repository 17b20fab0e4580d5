// app-update.yml, as electron-updater itself reads it. electron-builder writes
// it from electron-builder.yml `publish` and, for a code-signed Windows
// build, the certificate's publisherName.
import type { AppUpdater } from 'electron-updater'
import { z } from 'zod'

const UpdateConfig = z.looseObject({
  provider: z.string().optional(),
  url: z.string().optional(),
  channel: z.string().nullish(),
  publisherName: z.union([z.string(), z.array(z.string())]).nullish()
})
export type UpdateConfig = z.infer<typeof UpdateConfig>

/**
 * AppUpdater.configOnDisk: public in electron-updater's source ("allow to
 * read old config for anyone") but left out of its typings; the value
 * NsisUpdater.verifySignature reads publisherName from. null when the build
 * has no app-update.yml or it is not what electron-builder writes.
 */
export async function updateConfigOf(updater: AppUpdater): Promise<UpdateConfig | null> {
  try {
    return UpdateConfig.parse(
      await (updater as unknown as { configOnDisk: { value: Promise<unknown> } }).configOnDisk.value
    )
  } catch {
    return null
  }
}

/** Whether electron-updater will check an installer's code signature (Windows). */
export function namesPublisher(config: UpdateConfig | null): boolean {
  const names = config?.publisherName
  return Array.isArray(names) ? names.some((name) => name.trim() !== '') : Boolean(names?.trim())
}
