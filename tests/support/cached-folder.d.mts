export function keyOf(root: string, paths: string[], extra?: string[]): string;
export function cachedFolder(prefix: string, key: string, make: (folder: string) => unknown): Promise<string>;
