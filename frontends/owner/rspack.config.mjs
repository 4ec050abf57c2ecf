import { remoteConfig } from '../rspack.remote.mjs';

export default remoteConfig('owner', import.meta.url);
