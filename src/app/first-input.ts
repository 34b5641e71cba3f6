/**
 * Whether the user has pressed a key or a pointer since the page loaded, counted from the first
 * script on the page: the light sign-in page (sign-in-start.tsx) imports this before the portal
 * exists, so the portal's focus handling (route-focus.ts) knows a keyboard user signed in.
 */
let seen = false;
const mark = () => {
  seen = true;
};
document.addEventListener('keydown', mark, true);
document.addEventListener('pointerdown', mark, true);

export const userHasInteracted = () => seen;
