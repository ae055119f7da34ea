#!/usr/bin/env bash
# Installs the XLA:TPU oracle (pinned jax, jaxlib and libtpu from PyPI) into
# the git-ignored virtual environment .venv-oracle/. Idempotent: prints one
# line and exits when the pinned set is already there. tpusim does not need
# it; the oracle recorder (tools/oracle/record.py) and its test do.
#   scripts/install_oracle.sh          install if missing
#   scripts/install_oracle.sh --check  exit 0 when installed, 1 otherwise
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv-oracle
REQUIREMENTS=tools/oracle/requirements.txt
STAMP="$VENV/.installed-requirements"

installed() {
  [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ] && cmp -s "$STAMP" "$REQUIREMENTS"
}

if [ "${1:-}" = "--check" ]; then
  installed
  exit $?
fi
if installed; then
  echo "install_oracle: $VENV has the pinned set ($(grep -E '^(jax|libtpu)==' "$REQUIREMENTS" | tr '\n' ' '))"
  exit 0
fi
if [ ! -x "$VENV/bin/python" ]; then
  echo "install_oracle: creating $VENV"
  python3 -m venv "$VENV"
fi
echo "install_oracle: installing $(grep -cvE '^(#|$)' "$REQUIREMENTS") pinned packages into $VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$REQUIREMENTS"
cp "$REQUIREMENTS" "$STAMP"
echo "install_oracle: done"
