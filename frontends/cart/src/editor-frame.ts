/**
 * Spec §2: inside the site editor the page runs in a frame, and the pill must change that frame's
 * address rather than follow its link (the editor handles link clicks in its preview itself).
 * The editor is served from the site's own origin, so "in the editor frame" is detected as: the
 * page is framed and its parent has the same origin. A shop framed by another site (cross-origin
 * parent) is not the editor and keeps plain links.
 */
export function inEditorFrame(win: Window = window): boolean {
  if (win.self === win.top) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    // reading a cross-origin parent's location throws
    return false;
  }
}
