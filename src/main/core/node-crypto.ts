// node:crypto, loaded at its first use. Loading it took about 10 ms of main's
// start (docs/performance.md, main.startupRatio), and nothing before the
// page's first answer uses it: ids, hashes and the sealed files come later.
import type * as Crypto from 'node:crypto'

export const nodeCrypto = (): typeof Crypto => process.getBuiltinModule('node:crypto')
