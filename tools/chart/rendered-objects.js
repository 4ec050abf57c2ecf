/** The objects of a rendered chart, and what is wrong with each against the Kubernetes API. */
const YAML = require('yaml');
const { unknownFields } = require('./unknown-fields');

/** Every non-empty document of `helm template`'s output. */
function renderedObjects(manifest) {
  return YAML.parseAllDocuments(manifest)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`rendered YAML does not parse: ${document.errors[0].message}`);
      return document.toJSON();
    })
    .filter((object) => object !== null && object !== undefined);
}

/** kubernetes-models' module of an API version: `apps/v1` -> kubernetes-models/apps/v1, `v1` -> kubernetes-models/v1. */
function modelOf(object) {
  try {
    return require(`kubernetes-models/${object.apiVersion}`)[object.kind];
  } catch {
    return undefined;
  }
}

/** Each problem as `<Kind>/<name>: <what>`: a wrong type or missing field, or a field the API does not know. */
function objectProblems(object, api) {
  const name = `${object.kind}/${object.metadata?.name ?? '(no name)'}`;
  const Model = modelOf(object);
  const problems = [];
  // a kind kubernetes-models lacks is named by the field check below
  if (Model) {
    try {
      new Model(object).validate();
    } catch (error) {
      for (const detail of error.errors ?? [{ instancePath: '', message: error.message }])
        problems.push(`${detail.instancePath || '/'} ${detail.message}`);
    }
  }
  problems.push(...unknownFields(object, api));
  return problems.map((problem) => `${name}: ${problem}`);
}

module.exports = { renderedObjects, objectProblems };
