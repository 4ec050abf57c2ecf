import { remoteConfig } from '../rspack.remote.mjs';

export default remoteConfig('product', import.meta.url);
