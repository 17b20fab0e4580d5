export { electronBinary, rootSandboxArgs } from '../../scripts/electron-binary.mjs'
