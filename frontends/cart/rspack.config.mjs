import { remoteConfig } from '../rspack.remote.mjs';

export default remoteConfig('cart', import.meta.url);
