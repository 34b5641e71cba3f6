import { createContext } from 'react';

/**
 * Where a number box inside a grid says that it put back the committed value. The grid shows
 * only the active cell's box, so the box is gone by the time the sentence matters: the grid
 * keeps it under its rows until the next commit.
 */
export interface EntryNotice {
  say: (sentence: string | null) => void;
}

export const EntryNoticeContext = createContext<EntryNotice | null>(null);
