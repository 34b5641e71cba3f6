/**
 * The ids of paths and queries moved to the shared contract, where the call
 * declarations that name them live; the gateway's modules keep importing them from here.
 */
export { Id, IdParams } from '../../src/api/contract/ids';
