/**
 * Every field of a Kubernetes object that its API version does not define. The API server drops
 * such fields (or refuses them with strict field validation), so a typo in a template — `resource:`
 * for `resources:` — would otherwise pass every other check and silently do nothing.
 */

const field = (at, key) => (at ? `${at}.${key}` : key);

function walk(value, type, at, api, problems) {
  if (value === null || value === undefined) return;
  if (type.array) {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, type.array, `${at}[${index}]`, api, problems));
    return;
  }
  if (type.map) {
    if (typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, type.map, field(at, key), api, problems);
    return;
  }
  const fields = type.ref && api.types[type.ref];
  if (!fields || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (fields[key]) walk(item, fields[key], field(at, key), api, problems);
    else problems.push(`${field(at, key)}: unknown field`);
  }
}

/** The problems of one object: an unknown kind, or each unknown field by its path (e.g. `spec.template.spec.containers[0].resource`). */
function unknownFields(object, api) {
  const props = api.kinds[`${object.apiVersion}/${object.kind}`];
  if (!props) return [`${object.apiVersion} ${object.kind}: not a kind of the Kubernetes API`];
  const { apiVersion: _apiVersion, kind: _kind, ...rest } = object;
  const problems = [];
  walk(rest, { ref: props }, '', api, problems);
  return problems;
}

module.exports = { unknownFields };
