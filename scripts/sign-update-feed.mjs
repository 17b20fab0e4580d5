// `UPDATE_SIGNING_KEY=<PEM> node scripts/sign-update-feed.mjs [--trusted <json>] [--valid-days <n>] <channel file>...`
//
// The release workflow's signing step: writes `<channel file>.sig` beside
// each channel file (dist/latest-linux*.yml), signed with every Ed25519
// private key in the environment variable UPDATE_SIGNING_KEY (one key, or two
// while a key is rotated; docs/releases.md "Updates"). It stops, and so stops the
// release, when the variable is empty, when a file is missing, or when none of
// the keys is listed in the keys the app built from this commit trusts
// (src/main/features/app-update/trusted-update-keys.json): that app would refuse the feed.
// Each signature names its file and is dated now; it counts for --valid-days
// days (120 unless given), so a feed must be signed again before then
// (.github/workflows/resign-update-feed.yml does it monthly).
import { readFile, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import {
  DEFAULT_VALID_DAYS,
  keyIdOf,
  keyIdOfListed,
  signatureFileText,
  signingKeysFrom,
  validDaysFrom
} from './feed-signature.mjs'

const USAGE =
  'Usage: UPDATE_SIGNING_KEY=<PEM private key> node scripts/sign-update-feed.mjs [--trusted <json>] [--valid-days <n>] <channel file>...'
const TRUSTED = resolve(import.meta.dirname, '../src/main/features/app-update/trusted-update-keys.json')

async function trustedIds(path) {
  let listed
  try {
    listed = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(
      `Cannot read the trusted keys in ${path}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error }
    )
  }
  return new Set((listed?.keys ?? []).map((entry) => keyIdOfListed(String(entry?.publicKey ?? ''))))
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { trusted: { type: 'string', default: TRUSTED }, 'valid-days': { type: 'string' } }
  })
  const validDays =
    values['valid-days'] === undefined ? DEFAULT_VALID_DAYS : validDaysFrom(values['valid-days'], '--valid-days')
  const pem = process.env.UPDATE_SIGNING_KEY ?? ''
  if (pem.trim() === '')
    throw new Error(
      'UPDATE_SIGNING_KEY is empty. Add the Ed25519 private key (PEM) that signs update feeds as a repository secret of that name (docs/releases.md, "Updates").'
    )
  if (positionals.length === 0) throw new Error(`Name the channel files to sign.\n${USAGE}`)
  const keys = signingKeysFrom(pem, 'UPDATE_SIGNING_KEY')
  const trusted = await trustedIds(resolve(values.trusted))
  const ids = keys.map((key) => keyIdOf(key))
  if (!ids.some((id) => trusted.has(id)))
    throw new Error(
      `None of the signing keys (${ids.join(', ')}) is in ${values.trusted}, so the app built from this commit would refuse the feed. Add the public key there first (docs/releases.md, "Updates").`
    )
  for (const file of positionals.map((path) => resolve(path))) {
    let bytes
    try {
      bytes = await readFile(file)
    } catch {
      throw new Error(`"${file}" is not a file: nothing to sign.`)
    }
    const name = basename(file)
    const temporary = join(dirname(file), `.${name}.sig.partial`)
    await writeFile(temporary, signatureFileText(name, bytes, keys, { validDays }))
    await rename(temporary, `${file}.sig`)
    console.log(`Signed ${file} as ${name} with ${ids.join(', ')}, valid for ${validDays} days: ${file}.sig`)
  }
}

main().catch((error) => {
  console.error(`sign-update-feed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
