// `npm run bench`: what the client's HTTP layer costs over raw fetch on the
// biggest body the reference server has (the 50,000+ follower list), and on a
// small one. Both are measured interleaved in one run on 127.0.0.1; we quote
// medians and the ratio, never absolute thresholds (machines are noisy).
import { performance } from 'node:perf_hooks'
import { register } from 'tsx/esm/api'

register()
const { startServer } = await import('../server/index.ts')
const { ApiClient } = await import('../src/main/api/api-client.ts')

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const server = await startServer({ port: 0 })
const client = new ApiClient({ baseUrl: () => server.url, sessionToken: () => null, onUnauthorized: () => undefined, maxRetries: 0 })
const popular = server.controls.demo.popularUser.id

const cases = [
  { name: `followers of user ${popular} (${server.controls.demo.popularUser.followersCount} entries)`, path: `/v1/user/followers?userid=${popular}` },
  { name: 'maintenance list (small body)', path: '/v1/maintenance/' }
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const time = async (fn) => {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

console.log(`Platform Desktop bench — ${ROUNDS} interleaved rounds per case, Node ${process.version}\n`)
for (const { name, path } of cases) {
  const raw = []
  const ours = []
  // Warm both paths once so the first connection is not measured.
  await (await fetch(server.url + path)).json()
  await client.get(path, { auth: 'none' })
  for (let round = 0; round < ROUNDS; round++) {
    raw.push(await time(async () => (await fetch(server.url + path)).json()))
    ours.push(await time(() => client.get(path, { auth: 'none' })))
  }
  const rawMedian = median(raw)
  const oursMedian = median(ours)
  console.log(`${name}`)
  console.log(`  raw fetch + JSON.parse   median ${rawMedian.toFixed(1)} ms`)
  console.log(`  ApiClient.get            median ${oursMedian.toFixed(1)} ms`)
  console.log(`  ratio ApiClient / raw    ${(oursMedian / rawMedian).toFixed(2)}x\n`)
}
await server.close()
