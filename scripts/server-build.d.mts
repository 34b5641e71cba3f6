/** The built gateway, relative to the project folder: server-build.mjs says why it is built. */
export declare const serverBundle: string;
/** Builds the gateway's file when it is missing or older than a source; true when it built. */
export declare function buildServerIfStale(root?: string): Promise<boolean>;
/** The newest modification time under a file or folder; 0 when it does not exist. */
export declare function newest(path: string): number;
