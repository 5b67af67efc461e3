# Checks of a test run itself, sourced by site/scripts/test-all.sh (docs/conventions.md#ci-runs); bash, `set -e` safe.

# A fingerprint of a git checkout's working tree: the status, the tracked changes and the untracked files' contents.
# Nothing outside a git checkout.
tree_state() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
  git status --porcelain=v1 --untracked-files=all
  git diff HEAD --binary | sha256sum
  git ls-files --others --exclude-standard -z | xargs -0r sha256sum
}

# Fails when the tree is not as `tree_state` found it at the start ($1): tests work on copies, never on committed
# files, so a run (or a run killed halfway) leaves the checkout as it was. Prints the status lines that differ.
check_tree_unchanged() {
  local now
  now=$(tree_state)
  [ "$now" = "$1" ] && return 0
  echo "The run changed the working tree; tests must work on temporary copies. Changed since the start:" >&2
  diff <(printf '%s\n' "$1") <(printf '%s\n' "$now") | grep '^[<>]' >&2 || true
  return 1
}

# Runs the install command ("$@") and, when CI is set, fails if it changed package-lock.json: CI installs exactly
# what the committed lockfile says (`npm ci` refuses lockfiles written here, docs/stack.md#install-and-run).
install_with_lockfile() {
  local before
  before=$(sha256sum package-lock.json)
  "$@"
  if [ -n "${CI:-}" ] && [ "$before" != "$(sha256sum package-lock.json)" ]; then
    echo "npm install changed package-lock.json under CI: package.json and the lockfile disagree. Run npm install, commit the lockfile." >&2
    git diff --stat -- package-lock.json >&2 2>/dev/null || true
    return 1
  fi
}
