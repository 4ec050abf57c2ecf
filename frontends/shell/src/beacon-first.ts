/**
 * How the shell's posts leave the page: by the beacon (which outlives the page) when the browser
 * queues it, else by `fallback`. A beacon that throws is refused like any other, and a fallback
 * that throws is swallowed: nothing the shell reports may break the visitor's page.
 */
export function beaconFirst(beacon: (() => boolean) | undefined, fallback: () => void): void {
  let queued = false;
  try {
    queued = beacon?.() === true;
  } catch {
    // refused
  }
  if (queued) return;
  try {
    fallback();
  } catch {
    // see above
  }
}
