/**
 * Whether the user pressed a key or a pointer on the light sign-in page (sign-in-start.tsx),
 * before the portal existed: the portal's focus handling (route-focus.ts) then knows a keyboard
 * user signed in. Counted only from `countInputBeforePortal()`, which that page calls: a portal
 * started any other way counts from its own start.
 */
let seen = false;
const mark = () => {
  seen = true;
};

export function countInputBeforePortal(): void {
  document.addEventListener('keydown', mark, true);
  document.addEventListener('pointerdown', mark, true);
}

export const userHasInteracted = () => seen;
