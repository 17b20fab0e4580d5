// electron-updater's generic provider with the feed rules the app adds
// (docs/releases.md "Updates"), given to electron-updater as a "custom" provider
// (providerFactory.js createClient: `new options.updateProvider(options,
// updater, runtimeOptions)`):
// - every file the channel file names, and every block map, is on the feed's
//   own origin;
// - on Linux the channel file must carry a signature by a key this build
//   trusts, since electron-updater checks the AppImage or deb only against the
//   sha512 the channel file names; the signature names the file, and counts
//   until its expiry and only while no newer one has been seen;
// - a stable channel (latest*.yml) never offers a pre-release.
import type { OutgoingHttpHeaders } from 'node:http'

import type { AppUpdater, CancellationToken, UpdateInfo } from 'electron-updater'
import { isUrlProbablySupportMultiRangeRequests } from 'electron-updater/out/providerFactory.js'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider.js'
import type { ProviderPlatform, ProviderRuntimeOptions } from 'electron-updater/out/providers/Provider.js'

import { say } from '../../core/i18n'
import type { FeedRecord } from './feed-record'
import { checkFeedSignature, type FeedStatement, type TrustedKey } from './feed-signature'
import { fileRefusal } from './update-origin'
import { UpdateRefusal } from './update-refusal'
import { updateMessages } from './update-words'

// A type, not an interface: electron-updater's CustomPublishOptions has an index signature.
export type FeedOptions = {
  readonly provider: 'custom'
  readonly updateProvider: typeof FeedProvider
  readonly url: string
  readonly channel?: string | null
  readonly trustedKeys: readonly TrustedKey[]
  /** The newest signing time accepted per channel file, kept across runs. */
  readonly record: FeedRecord
  readonly now: () => number
  readonly warn: (message: string) => void
}

/**
 * A pre-release under SemVer 2.0.0 §9: a hyphen after the patch number (build
 * metadata after "+" does not count). electron-updater's own channel names
 * (providers/Provider.ts getDefaultChannelName) make "latest" the stable one.
 */
const isPrerelease = (version: string) => /^v?\d+\.\d+\.\d+-/.test(version.trim())
const isStableChannel = (channelFile: string) => /^latest(-|\.yml$)/.test(channelFile)

export class FeedProvider extends GenericProvider {
  readonly #origin: string
  readonly #platform: ProviderPlatform
  readonly #options: FeedOptions
  /** The channel file last fetched, and what its signature vouched for (Linux). */
  #channelFile = ''
  #statement: FeedStatement | null = null

  constructor(options: FeedOptions, updater: AppUpdater, runtimeOptions: ProviderRuntimeOptions) {
    // As createClient builds a generic provider (providerFactory.js).
    super({ provider: 'generic', url: options.url, channel: options.channel ?? null }, updater, {
      ...runtimeOptions,
      isUseMultipleRangeRequest:
        runtimeOptions.isUseMultipleRangeRequest && isUrlProbablySupportMultiRangeRequests(options.url)
    })
    this.#origin = new URL(options.url).origin
    this.#platform = runtimeOptions.platform
    this.#options = options
  }

  /**
   * A feed naming a file elsewhere is refused when it is read: the updaters
   * resolve the files again, synchronously, when a download starts, where a
   * throw would escape AppUpdater.downloadUpdate instead of reaching its
   * 'error' event.
   */
  override async getLatestVersion(): Promise<UpdateInfo> {
    this.#statement = null
    const info = await super.getLatestVersion()
    for (const file of this.resolveFiles(info)) {
      this.#onFeed(file.url)
      if (file.packageInfo) this.#onFeed(new URL(file.packageInfo.path))
    }
    if (isStableChannel(this.#channelFile) && isPrerelease(info.version))
      throw new UpdateRefusal(
        say(updateMessages.prereleaseOnStable, { name: this.#channelFile, version: info.version })
      )
    // Set by #verify while super fetched the channel file (Linux only).
    const statement = this.#statement as FeedStatement | null
    if (statement)
      await this.#options.record.saw(statement.name, statement.signedAt).catch((error: unknown) => {
        this.#options.warn(
          `The update feed's signing time could not be kept: ${error instanceof Error ? error.message : String(error)}`
        )
      })
    return info
  }

  /** The old block map may come from elsewhere (AppUpdater.previousBlockmapBaseUrlOverride). */
  override async getBlockMapFiles(
    baseUrl: URL,
    oldVersion: string,
    newVersion: string,
    oldBlockMapFileBaseUrl?: string | null
  ): Promise<URL[]> {
    const urls = await super.getBlockMapFiles(baseUrl, oldVersion, newVersion, oldBlockMapFileBaseUrl)
    for (const url of urls) this.#onFeed(url)
    return urls
  }

  /** GenericProvider fetches the channel file, and only that, through here. */
  protected override async httpRequest(
    url: URL,
    headers?: OutgoingHttpHeaders | null,
    cancellationToken?: CancellationToken
  ): Promise<string | null> {
    const text = await super.httpRequest(url, headers, cancellationToken)
    this.#channelFile = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))
    if (this.#platform === 'linux') this.#statement = await this.#verify(url, text ?? '', headers, cancellationToken)
    return text
  }

  #onFeed(url: URL): void {
    const refusal = fileRefusal(this.#origin, url)
    if (refusal) throw refusal
  }

  async #verify(
    url: URL,
    text: string,
    headers?: OutgoingHttpHeaders | null,
    cancellationToken?: CancellationToken
  ): Promise<FeedStatement> {
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
    const name = this.#channelFile
    const clock = { now: this.#options.now(), newestSeen: await this.#options.record.newest(name) }
    // The exact bytes served: electron-updater decodes the body as UTF-8, and
    // a channel file is UTF-8 YAML; anything else fails the check, it never passes it.
    const checked = checkFeedSignature(name, Buffer.from(text, 'utf8'), signature, this.#options.trustedKeys, clock)
    if (checked instanceof UpdateRefusal) throw checked
    return checked
  }
}
