// electron-updater's generic provider with the feed rules the app adds
// (docs/releases.md "Updates"), given to electron-updater as a "custom" provider
// (providerFactory.js createClient: `new options.updateProvider(options,
// updater, runtimeOptions)`):
// - every file the channel file names, and every block map, is on the feed's
//   own origin;
// - on Linux the channel file must carry a signature by a key this build
//   trusts, since electron-updater checks the AppImage or deb only against the
//   sha512 the channel file names.
import type { OutgoingHttpHeaders } from 'node:http'

import type { AppUpdater, CancellationToken, UpdateInfo } from 'electron-updater'
import { isUrlProbablySupportMultiRangeRequests } from 'electron-updater/out/providerFactory.js'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider.js'
import type { ProviderPlatform, ProviderRuntimeOptions } from 'electron-updater/out/providers/Provider.js'

import { signatureRefusal, type TrustedKey } from './feed-signature'
import { fileRefusal } from './update-origin'

// A type, not an interface: electron-updater's CustomPublishOptions has an index signature.
export type FeedOptions = {
  readonly provider: 'custom'
  readonly updateProvider: typeof FeedProvider
  readonly url: string
  readonly channel?: string | null
  readonly trustedKeys: readonly TrustedKey[]
}

export class FeedProvider extends GenericProvider {
  readonly #origin: string
  readonly #platform: ProviderPlatform
  readonly #trustedKeys: readonly TrustedKey[]

  constructor(options: FeedOptions, updater: AppUpdater, runtimeOptions: ProviderRuntimeOptions) {
    // As createClient builds a generic provider (providerFactory.js).
    super({ provider: 'generic', url: options.url, channel: options.channel ?? null }, updater, {
      ...runtimeOptions,
      isUseMultipleRangeRequest: runtimeOptions.isUseMultipleRangeRequest && isUrlProbablySupportMultiRangeRequests(options.url)
    })
    this.#origin = new URL(options.url).origin
    this.#platform = runtimeOptions.platform
    this.#trustedKeys = options.trustedKeys
  }

  /**
   * A feed naming a file elsewhere is refused when it is read: the updaters
   * resolve the files again, synchronously, when a download starts, where a
   * throw would escape AppUpdater.downloadUpdate instead of reaching its
   * 'error' event.
   */
  override async getLatestVersion(): Promise<UpdateInfo> {
    const info = await super.getLatestVersion()
    for (const file of this.resolveFiles(info)) {
      this.#onFeed(file.url)
      if (file.packageInfo) this.#onFeed(new URL(file.packageInfo.path))
    }
    return info
  }

  /** The old block map may come from elsewhere (AppUpdater.previousBlockmapBaseUrlOverride). */
  override async getBlockMapFiles(baseUrl: URL, oldVersion: string, newVersion: string, oldBlockMapFileBaseUrl?: string | null): Promise<URL[]> {
    const urls = await super.getBlockMapFiles(baseUrl, oldVersion, newVersion, oldBlockMapFileBaseUrl)
    for (const url of urls) this.#onFeed(url)
    return urls
  }

  /** GenericProvider fetches the channel file, and only that, through here. */
  protected override async httpRequest(url: URL, headers?: OutgoingHttpHeaders | null, cancellationToken?: CancellationToken): Promise<string | null> {
    const text = await super.httpRequest(url, headers, cancellationToken)
    if (this.#platform === 'linux') await this.#verify(url, text ?? '', headers, cancellationToken)
    return text
  }

  #onFeed(url: URL): void {
    const refusal = fileRefusal(this.#origin, url)
    if (refusal) throw refusal
  }

  async #verify(url: URL, text: string, headers?: OutgoingHttpHeaders | null, cancellationToken?: CancellationToken): Promise<void> {
    const signatureUrl = new URL(url)
    signatureUrl.pathname += '.sig'
    let signature: string | null
    try {
      signature = (await super.httpRequest(signatureUrl, headers, cancellationToken)) ?? ''
    } catch (error) {
      // builder-util-runtime's HttpError for a 404: the feed has no signature.
      if ((error as { statusCode?: unknown }).statusCode !== 404) throw error
      signature = null
    }
    const name = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))
    // The exact bytes served: electron-updater decodes the body as UTF-8, and
    // a channel file is UTF-8 YAML; anything else fails the check, it never passes it.
    const refusal = signatureRefusal(name, Buffer.from(text, 'utf8'), signature, this.#trustedKeys)
    if (refusal) throw refusal
  }
}
