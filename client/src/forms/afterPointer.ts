/**
 * Runs `then` once the pointer pressed on the page is released and its click has been dispatched, or at once
 * when no pointer is down. A field left by pressing a button (Save) shows its problem only after that click:
 * shown at the press, the error line would push the button from under the pointer and the click would be lost.
 */
let pressed = false;
let watching = false;
const waiting: Array<() => void> = [];

// Watched from the start: the press that takes the focus from a field comes before the field knows it is left.
function watch() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // The click follows the release in the same task: the waiting checks run in the next one, after it.
    setTimeout(() => {
      for (const then of waiting.splice(0)) then();
    });
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  // A press whose release the page never sees (the window left mid-press) holds nothing back for long.
  window.addEventListener('blur', release);
}
watch();

export function afterPointer(then: () => void) {
  if (pressed) waiting.push(then);
  else then();
}
