/** The test files that replace modules with vi.mock: vi-mock-files.js says why. */
export declare const viMockFiles: string[];
