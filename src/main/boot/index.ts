// out/main/index.cjs, the `main` of package.json: runs the app's bundle,
// from V8's code cache when the package has one (load-main.ts).
import { loadMain } from './load-main'

loadMain(import.meta.dirname, process.env)
