// `node scripts/make-update-feed.mjs --version 0.2.0 --out feed [--platform win|mac|linux]
//   [--arch x64|arm64] [--channel latest] [--release-date <ISO>] [--release-notes <text>]
//   [--sign-key <pem file> [--signed-at <ISO>] [--valid-days <n>]] [--extra <file>]... <installer>...`
//
// Writes an electron-updater "generic" feed into a folder, for the reference
// server's --app-update-feed (server/README.md, "Testing auto-update against the
// reference server"): copies the installers (and each one's `.blockmap` when
// it sits next to it) and writes the channel file electron-updater asks for,
// with the fields electron-builder writes: version, files (url, base64
// sha512, size), the legacy path and sha512, releaseDate. With --sign-key it
// also writes the channel file's signature beside it (`<channel file>.sig`,
// scripts/feed-signature.mjs), which the app requires on Linux, signed now
// (or at --signed-at) and counting for --valid-days days; tests sign with the
// key in test/fixtures/update-signing/.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, open, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, extname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { inflateRawSync } from 'node:zlib'

import { stringify } from 'yaml'

import { DEFAULT_VALID_DAYS, signatureFileText, signingKeysFrom, validDaysFrom } from './feed-signature.mjs'

const USAGE =
  'Usage: node scripts/make-update-feed.mjs --version <semver> --out <dir> [--platform win|mac|linux] [--arch x64|arm64]\n' +
  '         [--channel latest] [--release-date <ISO date>] [--release-notes <text>]\n' +
  '         [--sign-key <pem file> [--signed-at <ISO date>] [--valid-days <n>]] [--extra <file>]... <installer>...'

// semver.org's own pattern: electron-updater compares versions with semver and
// rejects a feed whose version does not parse.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

const PLATFORMS = { win32: 'win', darwin: 'mac', linux: 'linux' }
const ARCHES = ['x64', 'arm64']

// Which installers each platform's updater downloads (electron-updater:
// NsisUpdater findFile "exe"; MacUpdater needs a zip, a dmg alone fails with
// ERR_UPDATER_ZIP_FILE_NOT_FOUND; AppImage/Deb/Rpm/PacmanUpdater by extension).
const UPDATABLE = { win: ['.exe'], mac: ['.zip'], linux: ['.appimage', '.deb', '.rpm', '.pacman'] }

// An AppImage's block map is embedded: inflated-raw JSON followed by its
// length as 4 bytes. Real ones are a few hundred KB at most; anything larger
// is a coincidence in the file's last bytes, not a block map.
const MAX_EMBEDDED_BLOCK_MAP_BYTES = 16 * 1024 * 1024

class UsageError extends Error {}

/**
 * The channel file electron-updater's Provider asks for: `<channel>.yml` on
 * Windows for every arch, `<channel>-mac.yml` on macOS for every arch (arm64
 * Macs pick the files with "arm64" in their name), `<channel>-linux.yml` on
 * Linux x64 and `<channel>-linux-<arch>.yml` on any other Linux arch.
 */
function channelFileName(channel, platform, arch) {
  if (platform === 'win') return `${channel}.yml`
  if (platform === 'mac') return `${channel}-mac.yml`
  return `${channel}-linux${arch === 'x64' ? '' : `-${arch}`}.yml`
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        out: { type: 'string' },
        platform: { type: 'string', default: PLATFORMS[process.platform] ?? '' },
        arch: { type: 'string', default: ARCHES.includes(process.arch) ? process.arch : '' },
        channel: { type: 'string', default: 'latest' },
        'release-date': { type: 'string' },
        'release-notes': { type: 'string' },
        extra: { type: 'string', multiple: true, default: [] },
        'sign-key': { type: 'string' },
        'signed-at': { type: 'string' },
        'valid-days': { type: 'string' },
        help: { type: 'boolean', default: false }
      }
    })
  } catch (error) {
    // Node's messages for unknown or incomplete flags are clear; the usage line must follow them.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

function options() {
  const { values, positionals } = parse()
  if (values.help) return undefined
  if (!values.version || !SEMVER.test(values.version))
    throw new UsageError(`--version must be a semantic version such as 0.2.0, not "${values.version ?? ''}".`)
  if (!values.out) throw new UsageError('--out <dir> is required: the folder to write the feed into.')
  if (!Object.values(PLATFORMS).includes(values.platform))
    throw new UsageError(`--platform must be win, mac or linux, not "${values.platform}".`)
  if (!ARCHES.includes(values.arch)) throw new UsageError(`--arch must be x64 or arm64, not "${values.arch}".`)
  // It becomes a file name served by the reference server, which refuses dot names and separators.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(values.channel))
    throw new UsageError(`--channel must be a plain name such as latest or beta, not "${values.channel}".`)
  if (positionals.length === 0) throw new UsageError('Name at least one installer file.')
  let releaseDate = new Date().toISOString()
  if (values['release-date'] !== undefined) {
    const at = Date.parse(values['release-date'])
    if (!Number.isFinite(at))
      throw new UsageError(
        `--release-date must be a date such as 2026-11-16T09:00:00Z, not "${values['release-date']}".`
      )
    releaseDate = new Date(at).toISOString()
  }
  if ((values['signed-at'] !== undefined || values['valid-days'] !== undefined) && values['sign-key'] === undefined)
    throw new UsageError('--signed-at and --valid-days describe a signature: give --sign-key too.')
  let signedAt = new Date()
  if (values['signed-at'] !== undefined) {
    signedAt = new Date(Date.parse(values['signed-at']))
    if (Number.isNaN(signedAt.getTime()))
      throw new UsageError(`--signed-at must be a date such as 2026-11-16T09:00:00Z, not "${values['signed-at']}".`)
  }
  let validDays = DEFAULT_VALID_DAYS
  try {
    if (values['valid-days'] !== undefined) validDays = validDaysFrom(values['valid-days'], '--valid-days')
  } catch (error) {
    throw new UsageError(error.message)
  }
  return {
    version: values.version,
    out: resolve(values.out),
    platform: values.platform,
    arch: values.arch,
    channel: values.channel,
    releaseDate,
    releaseNotes: values['release-notes'],
    signKey: values['sign-key'] === undefined ? undefined : resolve(values['sign-key']),
    signing: { signedAt, validDays },
    installers: positionals.map((file) => resolve(file)),
    extras: values.extra.map((file) => resolve(file))
  }
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

async function sha512Base64(path) {
  const hash = createHash('sha512')
  for await (const chunk of createReadStream(path)) hash.update(chunk)
  return hash.digest('base64')
}

/** The size electron-updater needs for an AppImage's differential download, if the file has an embedded block map. */
async function embeddedBlockMapSize(path, size) {
  if (size < 4) return undefined
  const file = await open(path, 'r')
  try {
    const tail = Buffer.alloc(4)
    await file.read(tail, 0, 4, size - 4)
    const length = tail.readUInt32BE(0)
    if (length === 0 || length > Math.min(size - 4, MAX_EMBEDDED_BLOCK_MAP_BYTES)) return undefined
    const data = Buffer.alloc(length)
    await file.read(data, 0, length, size - 4 - length)
    const blockMap = JSON.parse(inflateRawSync(data).toString('utf8'))
    return Array.isArray(blockMap?.files) ? length : undefined
  } catch {
    return undefined
  } finally {
    await file.close()
  }
}

/** Copies through a dot-named temporary file, which the server never serves, so a half-copied file is never visible. */
async function place(source, out) {
  const target = join(out, basename(source))
  if ((await realpath(source)) === (await realpath(target).catch(() => target))) return
  const temporary = join(out, `.${basename(source)}.partial`)
  await copyFile(source, temporary)
  await rename(temporary, target)
}

function checkNames(paths) {
  const seen = new Set()
  for (const path of paths) {
    const name = basename(path)
    // The reference server serves no dot names.
    if (name.startsWith('.'))
      throw new UsageError(`"${name}" starts with a dot; the server would not serve it. Rename it.`)
    if (seen.has(name))
      throw new UsageError(`Two files are named "${name}"; a feed is one folder, so names must differ.`)
    seen.add(name)
  }
}

function platformWarnings(settings) {
  const { platform, arch, installers } = settings
  const names = installers.map((path) => basename(path))
  const updatable = names.filter((name) => UPDATABLE[platform].includes(extname(name).toLowerCase()))
  if (updatable.length === 0) {
    throw new UsageError(
      `No installer electron-updater can use on ${platform}: it downloads ${UPDATABLE[platform].join(' or ')} files.`
    )
  }
  if (platform !== 'mac') return []
  // MacUpdater.filterFilesForArch: arm64 Macs prefer files with "arm64" in
  // their name; every other Mac drops those files.
  const arm64 = updatable.filter((name) => name.includes('arm64'))
  if (arch === 'x64' && arm64.length === updatable.length)
    return ['Every zip has "arm64" in its name, so Intel Macs will find no update in this feed.']
  if (arch === 'arm64' && arm64.length === 0)
    return ['No zip has "arm64" in its name, so Apple silicon Macs will download the x64 build.']
  return []
}

async function main() {
  const settings = options()
  if (!settings) {
    console.log(USAGE)
    return
  }
  for (const path of [...settings.installers, ...settings.extras]) {
    if (!(await isFile(path))) throw new UsageError(`"${path}" is not a file.`)
  }
  if (settings.signKey !== undefined && !(await isFile(settings.signKey)))
    throw new UsageError(`--sign-key "${settings.signKey}" is not a file.`)
  const warnings = platformWarnings(settings)
  const signingKeys =
    settings.signKey === undefined
      ? null
      : signingKeysFrom(await readFile(settings.signKey, 'utf8'), `--sign-key ${settings.signKey}`)
  if (!signingKeys && settings.platform === 'linux')
    warnings.push('The feed is not signed (--sign-key): Platform Desktop on Linux refuses an unsigned feed.')
  // electron-builder lists a zip first and gives its checksum to the legacy
  // path/sha512 fields; older updaters read only those.
  const installers = [...settings.installers].sort(
    (a, b) => Number(extname(b).toLowerCase() === '.zip') - Number(extname(a).toLowerCase() === '.zip')
  )
  const blockMaps = []
  for (const installer of installers) if (await isFile(`${installer}.blockmap`)) blockMaps.push(`${installer}.blockmap`)
  checkNames([...installers, ...blockMaps, ...settings.extras])

  await mkdir(settings.out, { recursive: true })
  const files = []
  for (const installer of installers) {
    const { size } = await stat(installer)
    const entry = { url: basename(installer), sha512: await sha512Base64(installer), size }
    if (extname(installer).toLowerCase() === '.appimage') {
      const blockMapSize = await embeddedBlockMapSize(installer, size)
      if (blockMapSize !== undefined) entry.blockMapSize = blockMapSize
    }
    files.push(entry)
  }
  for (const path of [...installers, ...blockMaps, ...settings.extras]) await place(path, settings.out)

  const [first] = files
  const info = {
    version: settings.version,
    files,
    path: first.url,
    sha512: first.sha512,
    releaseDate: settings.releaseDate
  }
  if (settings.releaseNotes !== undefined) info.releaseNotes = settings.releaseNotes
  // Every string quoted: electron-updater reads the file with js-yaml, whose
  // default schema would turn a plain ISO date into a Date object.
  const text = stringify(info, { defaultStringType: 'QUOTE_SINGLE', defaultKeyType: 'PLAIN', lineWidth: 0 })
  const channelFile = channelFileName(settings.channel, settings.platform, settings.arch)
  // The signature goes first: a signature left from an earlier feed would not match this file.
  const signature = join(settings.out, `${channelFile}.sig`)
  if (signingKeys) {
    const temporarySignature = join(settings.out, `.${channelFile}.sig.partial`)
    await writeFile(
      temporarySignature,
      signatureFileText(channelFile, Buffer.from(text), signingKeys, settings.signing)
    )
    await rename(temporarySignature, signature)
  } else {
    await rm(signature, { force: true })
  }
  // Written last and renamed into place, so a client never reads a channel
  // file naming an installer that is not there yet.
  const temporary = join(settings.out, `.${channelFile}.partial`)
  await writeFile(temporary, text)
  await rename(temporary, join(settings.out, channelFile))

  console.log(
    `Wrote ${join(settings.out, channelFile)} (${settings.platform} ${settings.arch}, version ${settings.version})${signingKeys ? `, signed in ${channelFile}.sig` : ''}:`
  )
  for (const file of files)
    console.log(
      `  ${file.url}  ${file.size} bytes${file.blockMapSize ? `, embedded block map ${file.blockMapSize} bytes` : ''}`
    )
  for (const path of [...blockMaps, ...settings.extras]) console.log(`  ${basename(path)}  (copied, not listed)`)
  for (const warning of warnings) console.warn(`Warning: ${warning}`)
}

main().catch((error) => {
  console.error(`make-update-feed: ${error instanceof Error ? error.message : String(error)}`)
  if (error instanceof UsageError) console.error(USAGE)
  process.exit(1)
})
