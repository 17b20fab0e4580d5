// One sample of bench/accounts-bench.ts in a fresh process: `node --expose-gc
// --import tsx bench/accounts-child.ts <accounts>` prints its figures as JSON.
import { accountsSample } from './accounts-bench'

const count = Number(process.argv[2])
if (!Number.isInteger(count) || count < 1) throw new Error('Usage: accounts-child.ts <accounts>')
const sample = await accountsSample(count)
console.log(JSON.stringify(sample))
process.exit(0)
