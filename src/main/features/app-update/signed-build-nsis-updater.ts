// electron-updater's Windows updater, refusing to download when it could not
// check what it downloaded: NsisUpdater.verifySignature returns null ("fine")
// when app-update.yml names no publisherName, which electron-builder writes
// only for a code-signed build, and the installer would then run unchecked.
// The refusal comes before any request, so nothing is downloaded.
import type { DownloadExecutorResult, DownloadUpdateOptions } from 'electron-updater/out/AppUpdater.js'
import { NsisUpdater } from 'electron-updater/out/NsisUpdater.js'

import { say } from '../../core/i18n'
import { namesPublisher, updateConfigOf } from './update-config'
import { UpdateRefusal } from './update-refusal'
import { updateMessages } from './update-words'

export function unsignedBuildRefusal(version: string): UpdateRefusal {
  return new UpdateRefusal(say(updateMessages.unsignedBuild, { version }))
}

export class SignedBuildNsisUpdater extends NsisUpdater {
  // async: a refusal, like anything NsisUpdater.doDownloadUpdate throws before
  // its first await, must become a rejection; AppUpdater.downloadUpdate only
  // reports rejections (as the 'error' event).
  protected override async doDownloadUpdate(options: DownloadUpdateOptions): Promise<DownloadExecutorResult> {
    if (!namesPublisher(await updateConfigOf(this)))
      throw unsignedBuildRefusal(options.updateInfoAndProvider.info.version)
    return super.doDownloadUpdate(options)
  }
}
