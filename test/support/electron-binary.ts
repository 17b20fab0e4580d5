export { electronBinary } from '../../scripts/electron-binary.mjs'
