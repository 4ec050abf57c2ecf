#!/usr/bin/env bash
# `buf breaking` for proto/ of the git repository the current directory is in (npm runs this from
# packages/proto, so that is this repository), with the FILE rules of proto/buf.yaml.
#
# What it compares with:
#   - on any branch other than main (or a detached HEAD, as CI checks out): the local `main`
#     branch, else `origin/main`;
#   - on main: the previous commit, HEAD~1;
#   - when that commit is missing (first commit, shallow clone) or has no proto/, there is no
#     earlier contract to break, so it says so and succeeds.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# The workspace's own buf (npm @bufbuild/buf), the version the tests use.
buf="${BUF:-$script_dir/../../../node_modules/.bin/buf}"

root="$(git rev-parse --show-toplevel)"
cd "$root"

branch="$(git rev-parse --abbrev-ref HEAD)"
if [ "$branch" = "main" ]; then
  candidates=(HEAD~1)
else
  candidates=(main origin/main)
fi

against=""
for ref in "${candidates[@]}"; do
  if commit="$(git rev-parse --quiet --verify "$ref^{commit}")"; then
    against="$ref"
    break
  fi
done

if [ -z "$against" ]; then
  if [ "$branch" != "main" ]; then
    echo "buf breaking: no main branch to compare with; fetch it first (git fetch origin main:main)." >&2
    exit 1
  fi
  echo "buf breaking: nothing to compare with (main has no commit before HEAD)."
  exit 0
fi

if ! git cat-file -e "$commit:proto" 2>/dev/null; then
  echo "buf breaking: nothing to compare with ($against has no proto/)."
  exit 0
fi

echo "buf breaking: proto/ against $against ($commit)"
# A full commit hash: buf clones the local repository, where a relative ref such as HEAD~1 may not resolve.
"$buf" breaking proto --against ".git#ref=$commit,subdir=proto"
