import { remoteConfig } from '../rspack.remote.mjs';

export default remoteConfig('forms', import.meta.url);
