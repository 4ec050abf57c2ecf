import type { AlertOptions, LightboxOptions } from './overlay-root';

/** React-free doorway to the overlays: the React chunk is fetched on the first call only. */
const loadOverlays = () => import(/* webpackChunkName: "overlays" */ './overlay-root');

export async function showAlert(options: AlertOptions): Promise<void> {
  const { openAlert } = await loadOverlays();
  return openAlert(options);
}

export async function showLightbox(options: LightboxOptions): Promise<void> {
  const { openLightbox } = await loadOverlays();
  return openLightbox(options);
}
