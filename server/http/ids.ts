/** The id schemas live in the shared contract, where the call declarations use them; kept here for the gateway's own uses. */
export { Id, IdParams } from '../../src/api/contract/ids';
