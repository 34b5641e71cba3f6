/**
 * The WebAssembly deflate (miniz_oxide, by @hazae41/foras), imported only by wasm-deflate.ts and
 * only when a large sheet is written: this module is the door of its own chunk, named after it.
 */
export { DeflateEncoder, initBundledOnce, Memory } from '@hazae41/foras';
